import {
  INVALID_CREDENTIALS_MESSAGE,
  MISSING_CREDENTIALS_MESSAGE,
} from "@outsmart/contracts/account";
import { eq } from "drizzle-orm";
import { TOTP, Secret } from "otpauth";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema/profiles.ts";
import { sessions } from "../../db/schema/sessions.ts";
import {
  createSession,
  createUser,
  DEFAULT_PASSWORD,
  uniqueEmail,
  uniquePhoneNumber,
} from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const testDb = useTestDatabase();
const strongPassword = "mango-orbit-velvet-2931";

function setup(
  options: Parameters<typeof createTestApp>[0] extends infer T ? Partial<T> : never = {},
) {
  return createTestApp({ database: testDb.current, ...options });
}

describe("sign-up", () => {
  it("creates an account with an e-mail, signs the person in, makes one profile and sends a verification e-mail", async () => {
    const { app, messenger } = setup();
    const client = createHttpClient(app);
    const email = uniqueEmail("signup");
    const response = await client.post("/api/account/sign-up", {
      firstName: "Tanvir",
      lastName: "Hasan",
      email,
      password: strongPassword,
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ success: true, status: "signed-in" });
    const account = await client.get("/api/account");
    expect(account.status).toBe(200);
    expect(account.json).toMatchObject({
      firstName: "Tanvir",
      lastName: "Hasan",
      email,
      emailVerified: false,
      phoneNumber: null,
      hasPassword: true,
    });
    const rows = await testDb.current.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, String(account.json.userId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(account.json.profileId);
    const outbox = await messenger.outbox();
    expect(
      outbox.find((message) => message.to === email && message.channel === "email")?.text,
    ).toContain("/api/auth/verify-email?token=");
  });

  it("creates an account with a phone number only, which never shows an e-mail", async () => {
    const { app } = setup();
    const client = createHttpClient(app);
    const local = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    expect(
      (
        await client.post("/api/account/sign-up", {
          firstName: "Mita",
          phoneNumber: local,
          password: strongPassword,
        })
      ).status,
    ).toBe(201);
    const account = await client.get("/api/account");
    expect(account.json).toMatchObject({
      email: null,
      emailVerified: false,
      phoneNumber: `+88${local}`,
      lastName: "",
    });
    const fresh = createHttpClient(app);
    const signIn = await fresh.post("/api/account/sign-in", {
      identifier: local,
      password: strongPassword,
    });
    expect(signIn.json).toEqual({ success: true, status: "signed-in" });
  });

  it("needs an e-mail or phone number and a password, in the seed's words", async () => {
    const { app } = setup();
    const response = await createHttpClient(app).post("/api/account/sign-up", {
      firstName: "A",
      email: "",
      phoneNumber: "",
      password: "",
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ success: false, error: MISSING_CREDENTIALS_MESSAGE });
  });

  it("explains why a password is too weak", async () => {
    const { app } = setup();
    const response = await createHttpClient(app).post("/api/account/sign-up", {
      firstName: "A",
      email: uniqueEmail(),
      password: "password1234",
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatch(/^Choose a stronger password\./);
    expect((response.json.details as { reasons: string[] }).reasons[0]).toBe(
      'It is built on "password", a common password that attackers try first.',
    );
  });

  it("refuses a second account for the same e-mail", async () => {
    const { app } = setup();
    const existing = await createUser(testDb.current.db);
    const response = await createHttpClient(app).post("/api/account/sign-up", {
      firstName: "A",
      email: existing.email,
      password: strongPassword,
    });
    expect(response.status).toBe(409);
  });
});

describe("sign-in", () => {
  it("accepts e-mail or phone with the password, and gives a new session each time", async () => {
    const { app } = setup();
    const phoneNumber = uniquePhoneNumber();
    const user = await createUser(testDb.current.db, { phoneNumber });
    const first = createHttpClient(app);
    expect(
      (
        await first.post("/api/account/sign-in", {
          identifier: user.email.toUpperCase(),
          password: DEFAULT_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const second = createHttpClient(app);
    expect(
      (
        await second.post("/api/account/sign-in", {
          identifier: phoneNumber.replace("+88", ""),
          password: DEFAULT_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(first.cookies.get("outsmart.session_token")).not.toBe(
      second.cookies.get("outsmart.session_token"),
    );
    const rows = await testDb.current.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  it("answers an unknown account and a wrong password identically", async () => {
    const { app } = setup();
    const user = await createUser(testDb.current.db);
    const unknown = await createHttpClient(app).post("/api/account/sign-in", {
      identifier: uniqueEmail("nobody"),
      password: DEFAULT_PASSWORD,
    });
    const wrong = await createHttpClient(app).post("/api/account/sign-in", {
      identifier: user.email,
      password: "not-the-password-123",
    });
    const unknownPhone = await createHttpClient(app).post("/api/account/sign-in", {
      identifier: "01999999999",
      password: DEFAULT_PASSWORD,
    });
    for (const response of [unknown, wrong, unknownPhone]) {
      expect(response.status).toBe(401);
      expect(response.text).toBe(
        JSON.stringify({
          success: false,
          error: INVALID_CREDENTIALS_MESSAGE,
          code: "UNAUTHENTICATED",
        }),
      );
    }
  });

  it("needs an identifier and a password, in the seed's words", async () => {
    const { app } = setup();
    const response = await createHttpClient(app).post("/api/account/sign-in", {
      identifier: "",
      password: "",
    });
    expect(response.json).toMatchObject({ error: MISSING_CREDENTIALS_MESSAGE });
  });

  it("locks an account after repeated failures, keeps the reset flow open, and unlocks after the cool-down", async () => {
    const { app } = setup({ lockoutPolicy: { failures: 3, lockSeconds: 1 } });
    const user = await createUser(testDb.current.db);
    const client = createHttpClient(app);
    const firstFailure = performance.now();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (
          await client.post("/api/account/sign-in", {
            identifier: user.email,
            password: "wrong-password-xyz",
          })
        ).status,
      ).toBe(401);
    }
    const locked = await client.post("/api/account/sign-in", {
      identifier: user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toMatch(
      /Too many failed sign-in attempts\. Try again in 1 minute, or reset your password\./,
    );
    expect(locked.headers.get("retry-after")).toBeTruthy();
    expect(
      (await client.post("/api/account/password-reset/request", { identifier: user.email })).status,
    ).toBe(200);
    // The lock lifts by itself at the end of the cool-down: wait for that, and check it held that long.
    await expect
      .poll(
        async () =>
          (
            await client.post("/api/account/sign-in", {
              identifier: user.email,
              password: DEFAULT_PASSWORD,
            })
          ).status,
        { timeout: 10_000, interval: 100 },
      )
      .toBe(200);
    expect(performance.now() - firstFailure).toBeGreaterThanOrEqual(1000);
    expect(
      (
        await client.post("/api/account/sign-in", {
          identifier: user.email,
          password: DEFAULT_PASSWORD,
        })
      ).status,
    ).toBe(200);
  });
});

describe("cross-site requests", () => {
  it("are refused on state-changing routes, ours and the auth library's", async () => {
    const { app } = setup();
    const user = await createUser(testDb.current.db);
    const evil = createHttpClient(app, { origin: "https://evil.example" });
    expect(
      (
        await evil.post("/api/account/sign-in", {
          identifier: user.email,
          password: DEFAULT_PASSWORD,
        })
      ).status,
    ).toBe(403);
    const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
    const evilWithCookie = createHttpClient(app, {
      origin: "https://evil.example",
      cookie: session.cookie,
    });
    expect((await evilWithCookie.post("/api/auth/sign-out")).status).toBe(403);
    expect((await evilWithCookie.patch("/api/account/name", { firstName: "Hacked" })).status).toBe(
      403,
    );
    const fetchMetadata = createHttpClient(app, { origin: null, cookie: session.cookie });
    expect((await fetchMetadata.patch("/api/account/name", { firstName: "Hacked" })).status).toBe(
      200,
    );
    const crossSite = await fetchMetadata.post(
      "/api/account/sessions/sign-out-everywhere",
      {},
      { "sec-fetch-site": "cross-site" },
    );
    expect(crossSite.status).toBe(403);
  });
});

describe("two-step verification", () => {
  it("enables with an authenticator code, then requires a code (or a single-use backup code) to sign in", async () => {
    const { app } = setup();
    const user = await createUser(testDb.current.db);
    const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
    const client = createHttpClient(app, { cookie: session.cookie });
    const enabled = await client.post("/api/auth/two-factor/enable", {
      password: DEFAULT_PASSWORD,
    });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = enabled.json as { totpURI: string; backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    expect(
      (await client.post("/api/auth/two-factor/verify-totp", { code: totp.generate() })).status,
    ).toBe(200);
    expect((await client.get("/api/account")).json.twoFactorEnabled).toBe(true);

    const browser = createHttpClient(app);
    const signIn = await browser.post("/api/account/sign-in", {
      identifier: user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(signIn.json).toEqual({ success: true, status: "two-factor-required" });
    expect((await browser.get("/api/account")).status).toBe(401);
    expect(
      (await browser.post("/api/auth/two-factor/verify-totp", { code: totp.generate() })).status,
    ).toBe(200);
    expect((await browser.get("/api/account")).status).toBe(200);

    const withBackup = createHttpClient(app);
    await withBackup.post("/api/account/sign-in", {
      identifier: user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(
      (await withBackup.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] }))
        .status,
    ).toBe(200);
    const again = createHttpClient(app);
    await again.post("/api/account/sign-in", {
      identifier: user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(
      (await again.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] }))
        .status,
    ).not.toBe(200);
  });
});

describe("social sign-in options", () => {
  it("list only the providers whose keys are configured", async () => {
    const none = createTestApp({ database: testDb.current });
    expect((await createHttpClient(none.app).get("/api/account/sign-in-options")).json).toEqual({
      socialProviders: [],
    });
    const github = createTestApp({
      database: testDb.current,
      env: { GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" },
    });
    expect((await createHttpClient(github.app).get("/api/account/sign-in-options")).json).toEqual({
      socialProviders: ["github"],
    });
  });
});
