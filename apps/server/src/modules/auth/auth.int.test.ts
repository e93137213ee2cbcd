import {
  INVALID_CREDENTIALS_MESSAGE,
  MISSING_CREDENTIALS_MESSAGE,
  WRONG_CODE_MESSAGE,
} from "@outsmart/contracts/account";
import { eq } from "drizzle-orm";
import { TOTP, Secret } from "otpauth";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema/profiles.ts";
import { sessions } from "../../db/schema/sessions.ts";
import { users } from "../../db/schema/users.ts";
import {
  createSession,
  createUser,
  DEFAULT_PASSWORD,
  uniqueEmail,
  uniquePhoneNumber,
} from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET, TEST_ORIGIN } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const testDb = useTestDatabase();
const strongPassword = "mango-orbit-velvet-2931";

function setup(
  options: Parameters<typeof createTestApp>[0] extends infer T ? Partial<T> : never = {},
) {
  return createTestApp({ database: testDb.current, ...options });
}

/** The newest message to `to` whose text matches, from the test app's outbox. */
async function messageTo(
  messenger: ReturnType<typeof setup>["messenger"],
  to: string,
  pattern: RegExp = /./,
) {
  return (await messenger.outbox()).find(
    (message) => message.to === to && pattern.test(message.text),
  );
}

const confirmationLinkPattern = /https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/;

/** Follows an e-mailed confirmation link as a browser would (the app answers with a redirect). */
async function followLink(client: ReturnType<typeof createHttpClient>, link: string) {
  const url = new URL(link);
  return await client.get(url.pathname + url.search);
}

describe("sign-up", () => {
  it("creates an unconfirmed account with an e-mail, makes one profile and mails a link, without signing in", async () => {
    const { app, messenger } = setup();
    const client = createHttpClient(app);
    const email = uniqueEmail("signup");
    const response = await client.post("/api/account/sign-up", {
      firstName: "Tanvir",
      lastName: "Hasan",
      email,
      password: strongPassword,
    });
    expect(response.status).toBe(202);
    expect(response.json).toEqual({ success: true, status: "confirm-email" });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await client.get("/api/account")).status).toBe(401);
    const [user] = await testDb.current.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: "Tanvir", lastName: "Hasan", emailVerified: false });
    const rows = await testDb.current.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user?.id ?? ""));
    expect(rows).toHaveLength(1);
    const mail = await messageTo(messenger, email, confirmationLinkPattern);
    expect(mail?.channel === "email" && mail.subject).toBe(
      "Confirm your e-mail address for Outsmart",
    );
    expect(mail?.text).toContain("Hi Tanvir,");
  });

  it("signs the person in when they follow the link, landing on the 'E-mail confirmed' screen", async () => {
    const { app, messenger } = setup();
    const email = uniqueEmail("confirm");
    await createHttpClient(app).post("/api/account/sign-up", {
      firstName: "Tanvir",
      lastName: "Hasan",
      email,
      password: strongPassword,
    });
    const link = (await messageTo(messenger, email))?.text.match(confirmationLinkPattern)?.[0];
    // The link may be opened in another browser than the one that signed up.
    const browser = createHttpClient(app);
    const landing = await followLink(browser, link ?? "");
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe("http://localhost:3000/auth?confirmed=email");
    const account = await browser.get("/api/account");
    expect(account.status).toBe(200);
    expect(account.json).toMatchObject({
      firstName: "Tanvir",
      lastName: "Hasan",
      email,
      emailVerified: true,
      phoneNumber: null,
      hasPassword: true,
    });
    const rows = await testDb.current.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, String(account.json.userId)));
    expect(rows.map((row) => row.id)).toEqual([account.json.profileId]);
    const signIn = await createHttpClient(app).post("/api/account/sign-in", {
      identifier: email,
      password: strongPassword,
    });
    expect(signIn.json).toEqual({ success: true, status: "signed-in" });
  });

  it("lands on the sign-in screen with the reason when a link has expired or is not valid", async () => {
    const { app } = setup();
    const landing = await createHttpClient(app).get(
      "/api/auth/verify-email?token=not-a-token&callbackURL=" +
        encodeURIComponent("http://localhost:3000/auth?confirmed=email"),
    );
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe(
      "http://localhost:3000/auth?confirmed=email&error=INVALID_TOKEN",
    );
    expect(landing.headers.getSetCookie()).toEqual([]);
  });

  it("creates an account with a phone number only, confirmed and signed in by the SMS code, which never shows an e-mail", async () => {
    const { app, messenger } = setup();
    const client = createHttpClient(app);
    const local = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const response = await client.post("/api/account/sign-up", {
      firstName: "Mita",
      phoneNumber: local,
      password: strongPassword,
    });
    expect(response.status).toBe(202);
    expect(response.json).toEqual({ success: true, status: "confirm-phone" });
    expect(response.headers.getSetCookie()).toEqual([]);
    const code = (await messageTo(messenger, `+88${local}`))?.text.match(/\b(\d{6})\b/)?.[1];
    const wrong = await client.post("/api/account/confirm-phone", {
      phoneNumber: local,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(WRONG_CODE_MESSAGE);
    const confirmed = await client.post("/api/account/confirm-phone", {
      phoneNumber: local,
      code,
    });
    expect(confirmed.json).toEqual({ success: true, status: "signed-in" });
    const account = await client.get("/api/account");
    expect(account.json).toMatchObject({
      email: null,
      emailVerified: false,
      phoneNumber: `+88${local}`,
      phoneNumberVerified: true,
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
});

describe("sign-up does not reveal which addresses have accounts", () => {
  /** Status, headers that could differ, and body: everything a caller sees. */
  const seen = (response: Awaited<ReturnType<ReturnType<typeof createHttpClient>["post"]>>) => ({
    status: response.status,
    body: response.text,
    cookies: response.headers.getSetCookie(),
    contentType: response.headers.get("content-type"),
  });
  const signUp = (app: ReturnType<typeof setup>["app"], body: Record<string, string>) =>
    createHttpClient(app).post("/api/account/sign-up", {
      firstName: "Someone",
      password: strongPassword,
      ...body,
    });

  it("answers a new address, a confirmed account's and an unconfirmed account's identically", async () => {
    const { app } = setup();
    const confirmed = await createUser(testDb.current.db, { emailVerified: true });
    const unconfirmed = await createUser(testDb.current.db, { emailVerified: false });
    const answers = [
      await signUp(app, { email: uniqueEmail("new") }),
      await signUp(app, { email: confirmed.email }),
      await signUp(app, { email: confirmed.email.toUpperCase() }),
      await signUp(app, { email: unconfirmed.email }),
      await signUp(app, { email: unconfirmed.email, password: DEFAULT_PASSWORD }),
    ].map(seen);
    expect(answers[0]).toEqual({
      status: 202,
      body: JSON.stringify({ success: true, status: "confirm-email" }),
      cookies: [],
      contentType: "application/json",
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it("answers a new number, a confirmed account's and an unconfirmed account's identically", async () => {
    const { app } = setup();
    const confirmed = await createUser(testDb.current.db, {
      email: null,
      phoneNumber: uniquePhoneNumber(),
    });
    const unconfirmed = await createUser(testDb.current.db, {
      email: null,
      phoneNumber: uniquePhoneNumber(),
      phoneNumberVerified: false,
    });
    const withEmail = await createUser(testDb.current.db, { phoneNumber: uniquePhoneNumber() });
    const answers = [
      await signUp(app, { phoneNumber: uniquePhoneNumber() }),
      await signUp(app, { phoneNumber: confirmed.phoneNumber ?? "" }),
      await signUp(app, { phoneNumber: (confirmed.phoneNumber ?? "").replace("+88", "") }),
      await signUp(app, { phoneNumber: unconfirmed.phoneNumber ?? "" }),
      await signUp(app, { phoneNumber: withEmail.phoneNumber ?? "" }),
    ].map(seen);
    expect(answers[0]).toEqual({
      status: 202,
      body: JSON.stringify({ success: true, status: "confirm-phone" }),
      cookies: [],
      contentType: "application/json",
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it("tells a confirmed account's owner that someone tried, and changes nothing", async () => {
    const { app, messenger } = setup();
    const owner = await createUser(testDb.current.db, { firstName: "Rafi" });
    await signUp(app, { email: owner.email, firstName: "Mallory", password: strongPassword });
    const mail = await messageTo(messenger, owner.email);
    expect(mail?.channel === "email" && mail.subject).toBe(
      "Someone tried to create an Outsmart account with your address",
    );
    expect(mail?.text).toContain("Sign in to Outsmart: http://localhost:3000/auth\n");
    expect(mail?.text).toContain(
      "Choose a new password: http://localhost:3000/auth?mode=forgot-password",
    );
    expect(mail?.text).not.toMatch(confirmationLinkPattern);
    const [user] = await testDb.current.db.select().from(users).where(eq(users.id, owner.id));
    expect(user).toMatchObject({ firstName: "Rafi", emailVerified: true });
    const signIn = (password: string) =>
      createHttpClient(app).post("/api/account/sign-in", { identifier: owner.email, password });
    expect((await signIn(strongPassword)).status).toBe(401);
    expect((await signIn(DEFAULT_PASSWORD)).json).toEqual({ success: true, status: "signed-in" });
  });

  it("tells a number's owner by SMS, and any code for it answers like a wrong code", async () => {
    const { app, messenger } = setup();
    const phoneNumber = uniquePhoneNumber();
    const owner = await createUser(testDb.current.db, { email: null, phoneNumber });
    // A code the owner asked for on their profile must not sign a stranger in either.
    const ownerSession = await createSession(testDb.current.db, owner.id, {
      secret: TEST_AUTH_SECRET,
    });
    await createHttpClient(app, { cookie: ownerSession.cookie }).post("/api/account/phone/code", {
      phoneNumber,
    });
    const ownersCode = (await messageTo(messenger, phoneNumber, /verification code/))?.text.match(
      /\b(\d{6})\b/,
    )?.[1];
    const stranger = createHttpClient(app);
    await stranger.post("/api/account/sign-up", {
      firstName: "Mallory",
      phoneNumber,
      password: strongPassword,
    });
    const sms = await messageTo(messenger, phoneNumber, /Someone tried/);
    expect(sms?.text).toBe(
      "Someone tried to create an Outsmart account with your number, which already has one. If it was you, sign in or reset your password at http://localhost:3000/auth. If not, ignore this message.",
    );
    const answers = [];
    for (const code of [ownersCode, "000000"]) {
      const response = await stranger.post("/api/account/confirm-phone", { phoneNumber, code });
      answers.push({
        status: response.status,
        body: response.text,
        cookies: response.headers.getSetCookie(),
      });
    }
    expect(answers[0]).toEqual({
      status: 400,
      body: JSON.stringify({ success: false, error: WRONG_CODE_MESSAGE, code: "BAD_REQUEST" }),
      cookies: [],
    });
    expect(answers[1]).toEqual(answers[0]);
    expect((await stranger.get("/api/account")).status).toBe(401);
  });

  it("never replaces an unconfirmed account's password: the owner's link still works with theirs, and the mailbox hears of the stranger", async () => {
    const { app, messenger } = setup();
    const email = uniqueEmail("owner");
    await signUp(app, { email, firstName: "Nadia" });
    const ownersLink = (await messageTo(messenger, email))?.text.match(
      confirmationLinkPattern,
    )?.[0];
    await signUp(app, { email, firstName: "Mallory", password: "otter-cactus-violin-7310" });
    expect((await messageTo(messenger, email))?.text).toContain("Someone tried");
    const browser = createHttpClient(app);
    expect((await followLink(browser, ownersLink ?? "")).status).toBe(302);
    expect((await browser.get("/api/account")).json).toMatchObject({
      firstName: "Nadia",
      emailVerified: true,
    });
    const strangers = await createHttpClient(app).post("/api/account/sign-in", {
      identifier: email,
      password: "otter-cactus-violin-7310",
    });
    expect(strangers.status).toBe(401);
    const owners = await createHttpClient(app).post("/api/account/sign-in", {
      identifier: email,
      password: strongPassword,
    });
    expect(owners.json).toEqual({ success: true, status: "signed-in" });
  });

  it("sends a fresh link when the unconfirmed account's owner signs up again (a resend), a few times an hour", async () => {
    const { app, messenger } = setup();
    const email = uniqueEmail("resend");
    await signUp(app, { email });
    const countLinks = async () =>
      (await messenger.outbox()).filter(
        (message) => message.to === email && confirmationLinkPattern.test(message.text),
      ).length;
    expect(await countLinks()).toBe(1);
    expect((await signUp(app, { email })).status).toBe(202);
    expect(await countLinks()).toBe(2);
    for (let attempt = 0; attempt < 3; attempt += 1) await signUp(app, { email });
    const refused = await signUp(app, { email });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(
      "We have already sent several messages to this address in the last hour. Check your inbox (and spam folder), or try again later.",
    );
    expect(await countLinks()).toBe(5);
    // The limit is per address, whoever has it: a new one still works.
    expect((await signUp(app, { email: uniqueEmail("other") })).status).toBe(202);
  });
});

describe("accounts that were never confirmed", () => {
  it("cannot sign in: a wrong password gets the usual answer, the right one a fresh link and no session", async () => {
    const { app, messenger } = setup();
    const user = await createUser(testDb.current.db, { emailVerified: false });
    const wrong = await createHttpClient(app).post("/api/account/sign-in", {
      identifier: user.email,
      password: "not-the-password-123",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(await messageTo(messenger, user.email)).toBeUndefined();
    const browser = createHttpClient(app);
    const right = await browser.post("/api/account/sign-in", {
      identifier: user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(right.status).toBe(200);
    expect(right.json).toEqual({ success: true, status: "confirm-email" });
    expect(right.headers.getSetCookie()).toEqual([]);
    expect((await browser.get("/api/account")).status).toBe(401);
    const link = (await messageTo(messenger, user.email))?.text.match(confirmationLinkPattern)?.[0];
    expect(link).toContain(
      "callbackURL=" + encodeURIComponent("http://localhost:3000/auth?confirmed=email"),
    );
    expect((await followLink(browser, link ?? "")).status).toBe(302);
    expect((await browser.get("/api/account")).json.emailVerified).toBe(true);
  });

  it("phone accounts get a fresh code instead, which confirms the number and signs in", async () => {
    const { app, messenger } = setup();
    const phoneNumber = uniquePhoneNumber();
    await createUser(testDb.current.db, { email: null, phoneNumber, phoneNumberVerified: false });
    const browser = createHttpClient(app);
    const signIn = await browser.post("/api/account/sign-in", {
      identifier: phoneNumber,
      password: DEFAULT_PASSWORD,
    });
    expect(signIn.json).toEqual({ success: true, status: "confirm-phone" });
    expect(signIn.headers.getSetCookie()).toEqual([]);
    const code = (await messageTo(messenger, phoneNumber))?.text.match(/\b(\d{6})\b/)?.[1];
    expect((await browser.post("/api/account/confirm-phone", { phoneNumber, code })).json).toEqual({
      success: true,
      status: "signed-in",
    });
    expect((await browser.get("/api/account")).json.phoneNumberVerified).toBe(true);
  });

  it("of a phone account become confirmed by a password reset with an SMS code", async () => {
    const { app, messenger } = setup();
    const phoneNumber = uniquePhoneNumber();
    await createUser(testDb.current.db, { email: null, phoneNumber, phoneNumberVerified: false });
    const visitor = createHttpClient(app);
    await visitor.post("/api/account/password-reset/request", { identifier: phoneNumber });
    const code = (await messageTo(messenger, phoneNumber, /reset code/))?.text.match(
      /\b(\d{6})\b/,
    )?.[1];
    expect(
      (
        await visitor.post("/api/account/password-reset/complete-with-code", {
          phoneNumber,
          code,
          newPassword: strongPassword,
        })
      ).status,
    ).toBe(200);
    const signIn = await visitor.post("/api/account/sign-in", {
      identifier: phoneNumber,
      password: strongPassword,
    });
    expect(signIn.json).toEqual({ success: true, status: "signed-in" });
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
    // A request with the session cookie must say where it came from (issue 13): one carrying
    // neither Origin nor Sec-Fetch-Site is refused; with same-origin fetch metadata it passes.
    const fetchMetadata = createHttpClient(app, { origin: null, cookie: session.cookie });
    expect((await fetchMetadata.patch("/api/account/name", { firstName: "Hacked" })).status).toBe(
      403,
    );
    expect(
      (
        await fetchMetadata.post(
          "/api/account/sessions/sign-out-everywhere",
          {},
          {
            "sec-fetch-site": "same-origin",
            origin: TEST_ORIGIN.replace("localhost", "127.0.0.1"),
          },
        )
      ).status,
    ).toBe(200);
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
      outbox: { email: true, sms: true },
    });
    const github = createTestApp({
      database: testDb.current,
      env: { GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" },
    });
    expect((await createHttpClient(github.app).get("/api/account/sign-in-options")).json).toEqual({
      socialProviders: ["github"],
      outbox: { email: true, sms: true },
    });
  });

  it("say which messages wait in the outbox page instead of being sent", async () => {
    const smtp = createTestApp({
      database: testDb.current,
      env: { SMTP_URL: "smtp://mail.example.com:587" },
    });
    expect(
      (await createHttpClient(smtp.app).get("/api/account/sign-in-options")).json.outbox,
    ).toEqual({ email: false, sms: true });
  });
});
