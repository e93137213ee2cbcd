import { REAUTHENTICATION_REQUIRED_MESSAGE } from "@outsmart/contracts/account";
import { eq } from "drizzle-orm";
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
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";
import { getOrCreateProfile } from "../auth/profiles.queries.ts";

const testDb = useTestDatabase();
const newPassword = "copper-meadow-sailing-7731";
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function signedIn(
  options: {
    createdAt?: Date;
    phoneNumber?: string;
    email?: string | null;
    emailVerified?: boolean;
  } = {},
) {
  const { app, messenger } = createTestApp({ database: testDb.current });
  const user = await createUser(testDb.current.db, {
    ...(options.phoneNumber ? { phoneNumber: options.phoneNumber } : {}),
    ...(options.email !== undefined ? { email: options.email } : {}),
    ...(options.emailVerified !== undefined ? { emailVerified: options.emailVerified } : {}),
  });
  const session = await createSession(testDb.current.db, user.id, {
    secret: TEST_AUTH_SECRET,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  return {
    app,
    messenger,
    user,
    session,
    client: createHttpClient(app, { cookie: session.cookie }),
  };
}

describe("profiles", () => {
  it("are created exactly once when twenty first requests race", async () => {
    const user = await createUser(testDb.current.db);
    await testDb.current.db.delete(profiles).where(eq(profiles.userId, user.id));
    const seed = { userId: user.id, email: user.email, firstName: "A", lastName: "B" };
    const ids = await Promise.all(
      Array.from({ length: 20 }, () => getOrCreateProfile(testDb.current.db, seed)),
    );
    expect(new Set(ids).size).toBe(1);
    expect(
      await testDb.current.db.select().from(profiles).where(eq(profiles.userId, user.id)),
    ).toHaveLength(1);
  });

  it("are created on demand when a signed-in user has none yet", async () => {
    const { client, user } = await signedIn();
    await testDb.current.db.delete(profiles).where(eq(profiles.userId, user.id));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => client.get("/api/account")),
    );
    expect(new Set(responses.map((response) => response.json.profileId)).size).toBe(1);
    expect(
      await testDb.current.db.select().from(profiles).where(eq(profiles.userId, user.id)),
    ).toHaveLength(1);
  });
});

describe("the account", () => {
  it("needs a session", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const response = await createHttpClient(app).get("/api/account");
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ success: false, error: "Please sign in to continue." });
  });

  it("renames the user and the profile", async () => {
    const { client, user } = await signedIn();
    expect(
      (await client.patch("/api/account/name", { firstName: "Farhana", lastName: "Akter" })).status,
    ).toBe(200);
    expect((await client.get("/api/account")).json).toMatchObject({
      firstName: "Farhana",
      lastName: "Akter",
    });
    const [profile] = await testDb.current.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ firstName: "Farhana", lastName: "Akter" });
  });

  it("ends sessions past the 30-day lifetime even if they were kept alive", async () => {
    const user = await createUser(testDb.current.db);
    const old = await createSession(testDb.current.db, user.id, {
      secret: TEST_AUTH_SECRET,
      createdAt: new Date(Date.now() - 31 * 24 * 3600_000),
    });
    const { app } = createTestApp({ database: testDb.current });
    expect((await createHttpClient(app, { cookie: old.cookie }).get("/api/account")).status).toBe(
      401,
    );
    expect(
      await testDb.current.db.select().from(sessions).where(eq(sessions.id, old.id)),
    ).toHaveLength(0);
  });
});

describe("confirming the e-mail address", () => {
  it("sends a new link to an unconfirmed address, and says so when it is already confirmed", async () => {
    const unconfirmed = await signedIn({ emailVerified: false });
    expect((await unconfirmed.client.post("/api/account/email/verification")).status).toBe(200);
    const mail = (await unconfirmed.messenger.outbox()).find(
      (message) => message.to === unconfirmed.user.email,
    );
    expect(mail?.text).toContain("/api/auth/verify-email?token=");

    const confirmed = await signedIn({ emailVerified: true });
    const again = await confirmed.client.post("/api/account/email/verification");
    expect(again.status).toBe(400);
    expect(again.json.error).toBe("Your e-mail address is already confirmed.");
  });
});

describe("passwords", () => {
  it("changing it needs the current one and signs every other device out", async () => {
    const { app, user, client } = await signedIn();
    const other = createHttpClient(app, {
      cookie: (await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET }))
        .cookie,
    });
    expect(
      (
        await client.post("/api/account/password", {
          currentPassword: "wrong-one-entirely",
          newPassword,
        })
      ).json.error,
    ).toBe("Your current password is not correct.");
    expect(
      (
        await client.post("/api/account/password", {
          currentPassword: DEFAULT_PASSWORD,
          newPassword,
        })
      ).status,
    ).toBe(200);
    expect((await other.get("/api/account")).status).toBe(401);
    expect((await client.get("/api/account")).status).toBe(200);
    const fresh = createHttpClient(app);
    expect(
      (await fresh.post("/api/account/sign-in", { identifier: user.email, password: newPassword }))
        .status,
    ).toBe(200);
  });

  it("resets through the e-mailed link, which signs out existing sessions", async () => {
    const { app, messenger, user, client } = await signedIn();
    const visitor = createHttpClient(app);
    expect(
      (await visitor.post("/api/account/password-reset/request", { identifier: user.email })).json,
    ).toEqual({ success: true, channel: "email" });
    const mail = (await messenger.outbox()).find(
      (message) =>
        message.to === user.email &&
        message.channel === "email" &&
        message.subject.includes("Reset"),
    );
    const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0] ?? "";
    const redirect = await visitor.get(new URL(link).pathname + new URL(link).search);
    expect(redirect.status).toBe(302);
    const landing = new URL(redirect.headers.get("location") ?? "", "http://localhost:3000");
    expect(landing.pathname).toBe("/auth/reset-password");
    const token = landing.searchParams.get("token") ?? "";
    expect(
      (await visitor.post("/api/account/password-reset/complete", { token, newPassword: "123" }))
        .json.error,
    ).toMatch(/Choose a stronger password/);
    expect(
      (await visitor.post("/api/account/password-reset/complete", { token, newPassword })).status,
    ).toBe(200);
    expect((await client.get("/api/account")).status).toBe(401);
    expect(
      (await visitor.post("/api/account/password-reset/complete", { token, newPassword })).status,
    ).toBe(400);
    expect(
      (
        await createHttpClient(app).post("/api/account/sign-in", {
          identifier: user.email,
          password: newPassword,
        })
      ).status,
    ).toBe(200);
  });

  it("answers a reset request for an unknown e-mail exactly like a known one", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const response = await createHttpClient(app).post("/api/account/password-reset/request", {
      identifier: uniqueEmail("ghost"),
    });
    expect(response.json).toEqual({ success: true, channel: "email" });
  });

  it("resets a phone account with an SMS code", async () => {
    const phoneNumber = uniquePhoneNumber();
    const { app, messenger } = await signedIn({ phoneNumber, email: null });
    const visitor = createHttpClient(app);
    expect(
      (await visitor.post("/api/account/password-reset/request", { identifier: phoneNumber })).json,
    ).toEqual({ success: true, channel: "sms" });
    const sms = (await messenger.outbox()).find(
      (message) => message.channel === "sms" && message.to === phoneNumber,
    );
    const code = sms?.text.match(/\b(\d{6})\b/)?.[1] ?? "";
    expect(
      (
        await visitor.post("/api/account/password-reset/complete-with-code", {
          phoneNumber,
          code: "000000",
          newPassword,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await visitor.post("/api/account/password-reset/complete-with-code", {
          phoneNumber,
          code,
          newPassword,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await createHttpClient(app).post("/api/account/sign-in", {
          identifier: phoneNumber,
          password: newPassword,
        })
      ).status,
    ).toBe(200);
  });
});

describe("sensitive changes", () => {
  it("change the e-mail only within 15 minutes of proving the password, and send the link to the new address", async () => {
    const { client, messenger } = await signedIn({ createdAt: minutesAgo(20) });
    const newEmail = uniqueEmail("moved");
    const refused = await client.post("/api/account/email", { newEmail });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      error: REAUTHENTICATION_REQUIRED_MESSAGE,
      details: { reauthenticate: true },
    });
    expect(
      (await client.post("/api/account/confirm-password", { password: "nope-nope-nope" })).json
        .error,
    ).toBe("That password is not correct.");
    expect(
      (await client.post("/api/account/confirm-password", { password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
    expect((await client.post("/api/account/email", { newEmail })).status).toBe(200);
    const mail = (await messenger.outbox()).find((message) => message.to === newEmail);
    expect(mail?.channel === "email" && mail.text).toContain("/api/auth/verify-email?token=");
  });

  it("verify the account's own phone number without a recent sign-in, but need one for a new number", async () => {
    const phoneNumber = uniquePhoneNumber();
    const { client, messenger } = await signedIn({ phoneNumber, createdAt: minutesAgo(30) });
    expect((await client.post("/api/account/phone/code", { phoneNumber })).status).toBe(200);
    const code =
      (await messenger.outbox())
        .find((message) => message.to === phoneNumber)
        ?.text.match(/\b(\d{6})\b/)?.[1] ?? "";
    expect((await client.post("/api/account/phone", { phoneNumber, code })).status).toBe(200);
    expect((await client.get("/api/account")).json).toMatchObject({
      phoneNumber,
      phoneNumberVerified: true,
    });
    expect(
      (await client.post("/api/account/phone/code", { phoneNumber: uniquePhoneNumber() })).status,
    ).toBe(403);
  });
});

describe("sessions", () => {
  it("are listed with device and can be revoked one by one, only by their owner", async () => {
    const { app, user, session, client } = await signedIn();
    const phone = await createSession(testDb.current.db, user.id, {
      secret: TEST_AUTH_SECRET,
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    });
    const list = (await client.get("/api/account/sessions")).json.sessions as Array<{
      id: string;
      current: boolean;
      device: string;
    }>;
    expect(list.map((entry) => [entry.id, entry.current, entry.device]).sort()).toEqual(
      [
        [session.id, true, "Chrome on Linux"],
        [phone.id, false, "Safari on iOS"],
      ].sort(),
    );
    const stranger = await signedIn();
    expect((await stranger.client.delete(`/api/account/sessions/${phone.id}`)).status).toBe(404);
    expect((await client.delete(`/api/account/sessions/${phone.id}`)).status).toBe(200);
    expect((await createHttpClient(app, { cookie: phone.cookie }).get("/api/account")).status).toBe(
      401,
    );
    expect((await client.get("/api/account")).status).toBe(200);
  });

  it("all end with 'sign out everywhere', and signing out one device leaves the others", async () => {
    const { app, user, client } = await signedIn();
    const second = createHttpClient(app, {
      cookie: (await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET }))
        .cookie,
    });
    const third = createHttpClient(app, {
      cookie: (await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET }))
        .cookie,
    });
    expect((await second.post("/api/auth/sign-out")).status).toBe(200);
    expect((await second.get("/api/account")).status).toBe(401);
    expect((await third.get("/api/account")).status).toBe(200);
    expect((await client.post("/api/account/sessions/sign-out-everywhere")).status).toBe(200);
    expect((await client.get("/api/account")).status).toBe(401);
    expect((await third.get("/api/account")).status).toBe(401);
  });
});

describe("deleting the account", () => {
  it("needs the typed confirmation and the password, then removes the user, profile and sessions", async () => {
    const { client, user } = await signedIn();
    expect(
      (await client.delete("/api/account", { confirmation: "delete", password: DEFAULT_PASSWORD }))
        .json.error,
    ).toBe("confirmation: Type DELETE to confirm");
    expect((await client.delete("/api/account", { confirmation: "DELETE" })).json.error).toBe(
      "Enter your password to delete your account.",
    );
    expect(
      (
        await client.delete("/api/account", {
          confirmation: "DELETE",
          password: "wrong-password-here",
        })
      ).status,
    ).toBe(400);
    expect(
      (await client.delete("/api/account", { confirmation: "DELETE", password: DEFAULT_PASSWORD }))
        .status,
    ).toBe(200);
    expect(await testDb.current.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(
      0,
    );
    expect(
      await testDb.current.db.select().from(profiles).where(eq(profiles.userId, user.id)),
    ).toHaveLength(0);
    expect(
      await testDb.current.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toHaveLength(0);
    expect((await client.get("/api/account")).status).toBe(401);
  });
});
