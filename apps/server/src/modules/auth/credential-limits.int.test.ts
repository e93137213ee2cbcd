import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { createSession, createUser, DEFAULT_PASSWORD } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

/**
 * Every place that checks a password, an authenticator code or a backup code is limited (issue
 * 13). Passwords share the account's sign-in lockout: wrong ones anywhere add up, and once locked
 * even the right password is refused everywhere, sign-in included.
 */
const testDb = useTestDatabase();
const FAILURES = 3;
const WRONG = "definitely-not-the-password-1";

async function signedInUser() {
  const { app, close } = createTestApp({
    database: testDb.current,
    lockoutPolicy: { failures: FAILURES, lockSeconds: 15 * 60 },
  });
  const user = await createUser(testDb.current.db);
  const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
  return { app, close, user, client: createHttpClient(app, { cookie: session.cookie }) };
}

type Client = ReturnType<typeof createHttpClient>;
type PasswordCheck = {
  name: string;
  /** The endpoint checks the password only once two-step verification is on. */
  needsTwoFactor?: boolean;
  send: (client: Client, password: string) => ReturnType<Client["post"]>;
};

const passwordChecks: PasswordCheck[] = [
  {
    name: "POST /api/account/confirm-password",
    send: (client, password) => client.post("/api/account/confirm-password", { password }),
  },
  {
    name: "POST /api/account/password (current password)",
    send: (client, password) =>
      client.post("/api/account/password", {
        currentPassword: password,
        newPassword: "a-much-longer-new-passphrase-42",
      }),
  },
  {
    name: "DELETE /api/account",
    send: (client, password) => client.delete("/api/account", { confirmation: "DELETE", password }),
  },
  {
    name: "POST /api/auth/two-factor/enable",
    send: (client, password) => client.post("/api/auth/two-factor/enable", { password }),
  },
  {
    name: "POST /api/auth/two-factor/get-totp-uri",
    needsTwoFactor: true,
    send: (client, password) => client.post("/api/auth/two-factor/get-totp-uri", { password }),
  },
  {
    name: "POST /api/auth/two-factor/generate-backup-codes",
    needsTwoFactor: true,
    send: (client, password) =>
      client.post("/api/auth/two-factor/generate-backup-codes", { password }),
  },
  {
    name: "POST /api/auth/two-factor/disable",
    send: (client, password) => client.post("/api/auth/two-factor/disable", { password }),
  },
];

async function withTwoFactor() {
  const setup = await signedInUser();
  const enabled = await setup.client.post("/api/auth/two-factor/enable", {
    password: DEFAULT_PASSWORD,
  });
  const { totpURI } = enabled.json as { totpURI: string };
  const totp = new TOTP({
    secret: Secret.fromBase32(new URL(totpURI).searchParams.get("secret") ?? ""),
    digits: 6,
    period: 30,
  });
  expect(
    (await setup.client.post("/api/auth/two-factor/verify-totp", { code: totp.generate() })).status,
  ).toBe(200);
  return { ...setup, totp };
}

describe("wrong passwords share the account's sign-in lockout", () => {
  for (const check of passwordChecks) {
    it(`${check.name}: locks after ${FAILURES} wrong passwords, then refuses the right one and sign-in`, async () => {
      const { app, close, user, client } = check.needsTwoFactor
        ? await withTwoFactor()
        : await signedInUser();
      for (let attempt = 0; attempt < FAILURES; attempt += 1) {
        const wrong = await check.send(client, WRONG);
        expect(wrong.status, `attempt ${attempt + 1}`).toBeGreaterThanOrEqual(400);
        expect(wrong.status).not.toBe(429);
      }
      const right = await check.send(client, DEFAULT_PASSWORD);
      expect(right.status).toBe(429);
      const signIn = await createHttpClient(app).post("/api/account/sign-in", {
        identifier: user.email,
        password: DEFAULT_PASSWORD,
      });
      expect(signIn.status).toBe(429);
      await close();
    });
  }

  it("counts wrong passwords across endpoints: one here, one there, one at sign-in", async () => {
    const { app, close, user, client } = await signedInUser();
    await client.post("/api/account/confirm-password", { password: WRONG });
    await client.post("/api/auth/two-factor/enable", { password: WRONG });
    await createHttpClient(app).post("/api/account/sign-in", {
      identifier: user.email,
      password: WRONG,
    });
    expect(
      (await client.post("/api/account/confirm-password", { password: DEFAULT_PASSWORD })).status,
    ).toBe(429);
    await close();
  });
});

describe("authenticator and backup codes", () => {
  /** A new sign-in that stops at the code step, as if from another network. */
  async function pendingSignIn(
    app: Parameters<typeof createHttpClient>[0],
    email: string,
    ip: string,
  ) {
    const browser = createHttpClient(app);
    const signIn = await browser.post(
      "/api/account/sign-in",
      { identifier: email, password: DEFAULT_PASSWORD },
      { "x-forwarded-for": ip },
    );
    expect(signIn.json).toMatchObject({ status: "two-factor-required" });
    return browser;
  }

  it("10 wrong codes lock the account's code step, whichever network they come from", async () => {
    const { app, close, user, totp } = await withTwoFactor();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const browser = await pendingSignIn(app, user.email, `10.0.0.${attempt}`);
      const path =
        attempt % 2 === 0
          ? "/api/auth/two-factor/verify-totp"
          : "/api/auth/two-factor/verify-backup-code";
      const wrong = await browser.post(path, { code: attempt % 2 === 0 ? "000000" : "AAAAAAAAAA" });
      expect(wrong.status, `attempt ${attempt + 1}`).toBe(401);
    }
    const browser = await pendingSignIn(app, user.email, "10.0.1.1");
    const right = await browser.post("/api/auth/two-factor/verify-totp", { code: totp.generate() });
    expect(right.status).toBe(429);
    await close();
  });
});
