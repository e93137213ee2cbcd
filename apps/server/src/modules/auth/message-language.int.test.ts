import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema/profiles.ts";
import { users } from "../../db/schema/users.ts";
import { emailTextsBn } from "../../integrations/email/email-texts-bn.ts";
import { createUser, uniqueEmail, uniquePhoneNumber } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

/**
 * Account e-mails and SMS are written in the account's interface language; a sign-up's in the
 * language the visitor used (the `lang` cookie, else Accept-Language): docs/i18n.md, ADR 0080.
 * The messages are read from the outbox the development outbox page (/dev/outbox) shows.
 */
const testDb = useTestDatabase();
const strongPassword = "mango-orbit-velvet-2931";
const bengali = /[\u0980-\u09FF]/;

function setup() {
  return createTestApp({ database: testDb.current });
}

async function newestTo(messenger: ReturnType<typeof setup>["messenger"], to: string) {
  return (await messenger.outbox()).find((message) => message.to === to);
}

async function languageOfAccount(email: string) {
  const [user] = await testDb.current.db.select().from(users).where(eq(users.email, email));
  const [profile] = await testDb.current.db
    .select({ interfaceLanguage: profiles.interfaceLanguage })
    .from(profiles)
    .where(eq(profiles.userId, user?.id ?? ""));
  return profile?.interfaceLanguage;
}

describe("the password-reset e-mail", () => {
  it("is in Bangla for an account whose interface language is Bangla", async () => {
    const { app, messenger } = setup();
    const user = await createUser(testDb.current.db, { firstName: "Rafi" });
    await testDb.current.db
      .update(profiles)
      .set({ interfaceLanguage: "bn" })
      .where(eq(profiles.id, user.profileId));
    // Asked for from an English browser: the account's language wins.
    const asked = await createHttpClient(app).post(
      "/api/account/password-reset/request",
      { identifier: user.email },
      { "accept-language": "en-US,en;q=0.9" },
    );
    expect(asked.status).toBe(200);
    const mail = await newestTo(messenger, user.email);
    expect(mail?.channel).toBe("email");
    if (mail?.channel !== "email") return;
    expect(mail.subject).toBe(emailTextsBn.resetPassword.subject);
    expect(mail.subject).toMatch(bengali);
    expect(mail.text).toContain("হ্যালো Rafi,");
    expect(mail.text).toContain(`${emailTextsBn.resetPassword.action}: http`);
    expect(mail.html).toContain('<html lang="bn">');
  });

  it("stays in English for an account without a language", async () => {
    const { app, messenger } = setup();
    const user = await createUser(testDb.current.db, { firstName: "Rafi" });
    await createHttpClient(app).post("/api/account/password-reset/request", {
      identifier: user.email,
    });
    const mail = await newestTo(messenger, user.email);
    expect(mail?.channel === "email" && mail.subject).toBe("Reset your Outsmart password");
    expect(mail?.text).toMatch(/^Hi Rafi,\n/);
  });
});

describe("a sign-up's messages", () => {
  const signUp = (
    client: ReturnType<typeof createHttpClient>,
    address: { email: string } | { phoneNumber: string },
    headers: Record<string, string> = {},
  ) =>
    client.post(
      "/api/account/sign-up",
      { firstName: "Mitu", lastName: "Akter", password: strongPassword, ...address },
      headers,
    );

  it("are in the language the visitor chose (the cookie), which the account keeps", async () => {
    const { app, messenger } = setup();
    const email = uniqueEmail("bangla-signup");
    const client = createHttpClient(app, { cookie: "lang=bn" });
    expect((await signUp(client, { email }, { "accept-language": "en" })).status).toBe(202);
    const mail = await newestTo(messenger, email);
    expect(mail?.channel === "email" && mail.subject).toBe(emailTextsBn.verifyEmail.subject);
    expect(mail?.text).toContain("হ্যালো Mitu,");
    expect(await languageOfAccount(email)).toBe("bn");
  });

  it("follow a Bangla browser when the visitor chose nothing", async () => {
    const { app, messenger } = setup();
    const email = uniqueEmail("browser-signup");
    await signUp(
      createHttpClient(app),
      { email },
      { "accept-language": "bn-BD,bn;q=0.9,en;q=0.5" },
    );
    const mail = await newestTo(messenger, email);
    expect(mail?.channel === "email" && mail.subject).toBe(emailTextsBn.verifyEmail.subject);
  });

  it("are in English otherwise, and the account has no language of its own", async () => {
    const { app, messenger } = setup();
    const email = uniqueEmail("english-signup");
    await signUp(createHttpClient(app), { email });
    const mail = await newestTo(messenger, email);
    expect(mail?.channel === "email" && mail.subject).toBe(
      "Confirm your e-mail address for Outsmart",
    );
    expect(await languageOfAccount(email)).toBeNull();
  });

  it("include the SMS code of a phone sign-up", async () => {
    const { app, messenger } = setup();
    const phoneNumber = uniquePhoneNumber();
    await signUp(createHttpClient(app, { cookie: "lang=bn" }), { phoneNumber });
    const sms = (await messenger.outbox()).find((message) => message.channel === "sms");
    expect(sms?.text).toMatch(/^আপনার Outsmart ভেরিফিকেশন কোড \d{6}।/);
  });
});
