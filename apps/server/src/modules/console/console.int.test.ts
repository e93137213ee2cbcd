import {
  accountSuspendedMessage,
  LAST_OPERATOR_MESSAGE,
  OPERATOR_REQUIRED_MESSAGE,
  TWO_FACTOR_CODE_HEADER,
} from "@outsmart/contracts/console";
import { REAUTHENTICATION_REQUIRED_MESSAGE } from "@outsmart/contracts/account";
import { eq, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema/contact-messages.ts";
import { operatorAuditLog } from "../../db/schema/operator-audit-log.ts";
import { users } from "../../db/schema/users.ts";
import {
  createGeneration,
  createSession,
  createUser,
  DEFAULT_PASSWORD,
  setCreditAccount,
  uniquePhoneNumber,
} from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET, testConfig } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";

const testDb = useTestDatabase();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A signed-in account (an operator unless told otherwise) and a browser tab for it. */
async function signedIn(
  app: ReturnType<typeof createTestApp>["app"],
  options: Parameters<typeof createUser>[1] & { sessionCreatedAt?: Date } = {},
) {
  const { sessionCreatedAt, ...userOptions } = options;
  const user = await createUser(testDb.current.db, { operator: true, ...userOptions });
  const session = await createSession(testDb.current.db, user.id, {
    secret: TEST_AUTH_SECRET,
    ...(sessionCreatedAt ? { createdAt: sessionCreatedAt } : {}),
  });
  return { user, session, client: createHttpClient(app, { cookie: session.cookie }) };
}

async function auditEntries(targetId: string) {
  return await testDb.current.db
    .select()
    .from(operatorAuditLog)
    .where(eq(operatorAuditLog.targetId, targetId))
    .orderBy(operatorAuditLog.id);
}

describe("every /api/console route", () => {
  it("is listed by the router, answers 401 signed out, 403 to a normal user and 401 to a suspended operator", async () => {
    const { app } = createTestApp({ database: testDb.current });
    // From the router itself: a route added later is checked without anyone listing it here.
    const consoleRoutes = [
      ...new Set(
        app.routes
          .filter((route) => route.path.startsWith("/api/console/") && route.method !== "ALL")
          .map((route) => `${route.method} ${route.path}`),
      ),
    ];
    expect(consoleRoutes.length).toBeGreaterThanOrEqual(11);
    expect(consoleRoutes).toEqual(
      expect.arrayContaining([
        "GET /api/console/audit",
        "GET /api/console/customers",
        "POST /api/console/customers/:id/credits",
        "POST /api/console/messages/:id/handled",
      ]),
    );

    const signedOut = createHttpClient(app);
    const customer = await signedIn(app, { operator: false });
    const suspended = await signedIn(app);
    await testDb.current.db
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, suspended.user.id));
    const target = await createUser(testDb.current.db);
    const balanceBefore = 40;
    await setCreditAccount(testDb.current.db, target.profileId, { balance: balanceBefore });

    for (const route of consoleRoutes) {
      const [method = "GET", template = "/"] = route.split(" ");
      const path = template.replace(":id", target.id);
      const body = method === "GET" ? undefined : { amount: 5, reason: "Access test" };
      const out = await signedOut.send(method, path, body);
      expect(out.status, `${route} signed out`).toBe(401);
      const normal = await customer.client.send(method, path, body);
      expect(normal.status, `${route} as a customer`).toBe(403);
      expect(normal.json.error).toBe(OPERATOR_REQUIRED_MESSAGE);
      const refused = await suspended.client.send(method, path, body);
      expect(refused.status, `${route} as a suspended operator`).toBe(401);
    }
    // Nothing any of them sent changed anything or was recorded.
    expect(await auditEntries(target.id)).toEqual([]);
    const operator = await signedIn(app);
    const detail = await operator.client.get(`/api/console/customers/${target.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ credits: { balance: balanceBefore }, operator: false });
  });
});

describe("money and key actions", () => {
  it("need a sign-in from the last 15 minutes", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const { client } = await signedIn(app, { sessionCreatedAt: minutesAgo(20) });
    const target = await createUser(testDb.current.db);
    for (const [method, path, body] of [
      ["POST", `/api/console/customers/${target.id}/credits`, { amount: 5, reason: "Goodwill" }],
      ["POST", `/api/console/customers/${target.id}/two-factor/reset`, undefined],
      ["POST", `/api/console/customers/${target.id}/operator`, undefined],
      ["DELETE", `/api/console/customers/${target.id}/operator`, undefined],
    ] as const) {
      const response = await client.send(method, path, body);
      expect(response.status, path).toBe(403);
      expect(response.json).toMatchObject({
        error: REAUTHENTICATION_REQUIRED_MESSAGE,
        details: { reauthenticate: true },
      });
    }
    // Reading and suspending need the role only.
    expect((await client.get(`/api/console/customers/${target.id}`)).status).toBe(200);
    expect((await client.post(`/api/console/customers/${target.id}/suspend`)).status).toBe(200);
    expect((await auditEntries(target.id)).map((entry) => entry.action)).toEqual([
      "customer.suspend",
    ]);
  });

  it("need the authenticator code when the operator has two-step verification", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const { client } = await signedIn(app);
    const enabled = await client.post("/api/auth/two-factor/enable", {
      password: DEFAULT_PASSWORD,
    });
    const { totpURI } = enabled.json as { totpURI: string };
    const totp = new TOTP({
      secret: Secret.fromBase32(new URL(totpURI).searchParams.get("secret") ?? ""),
      digits: 6,
      period: 30,
    });
    expect(
      (await client.post("/api/auth/two-factor/verify-totp", { code: totp.generate() })).status,
    ).toBe(200);
    const target = await createUser(testDb.current.db);
    const path = `/api/console/customers/${target.id}/credits`;
    const body = { amount: 30, reason: "Goodwill for the outage" };

    const missing = await client.post(path, body);
    expect(missing.status).toBe(403);
    expect(missing.json.details).toEqual({ twoFactorRequired: true });
    const right = totp.generate();
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    const refused = await client.post(path, body, { [TWO_FACTOR_CODE_HEADER]: wrong });
    expect(refused.status).toBe(403);
    expect(refused.json.details).toEqual({ twoFactorRequired: true });
    expect(await auditEntries(target.id)).toEqual([]);

    const accepted = await client.post(path, body, { [TWO_FACTOR_CODE_HEADER]: right });
    expect(accepted.status).toBe(200);
    expect(accepted.json).toEqual({ balance: 30 });
  });
});

describe("customers", () => {
  it("are found by part of an e-mail address, a phone number as typed, or a name, a page at a time", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const { client } = await signedIn(app);
    const tag = `zq${Date.now().toString(36)}`;
    const phone = uniquePhoneNumber();
    const byEmail = await createUser(testDb.current.db, { email: `${tag}.mim@example.com` });
    const byPhone = await createUser(testDb.current.db, { email: null, phoneNumber: phone });
    const byName = await createUser(testDb.current.db, { firstName: "Tahmina", lastName: tag });

    const search = async (q: string) =>
      (await client.get(`/api/console/customers?q=${encodeURIComponent(q)}`)).json as {
        customers: Array<{ id: string; email: string | null; phoneNumber: string | null }>;
      };
    expect((await search(tag)).customers.map((row) => row.id).sort()).toEqual(
      [byEmail.id, byName.id].sort(),
    );
    const local = `0${phone.slice(4)}`; // +8801712345678 typed as 01712345678
    const found = await search(local);
    expect(found.customers).toEqual([
      expect.objectContaining({ id: byPhone.id, email: null, phoneNumber: phone }),
    ]);
    // Each result carries its plan and balance (the console's results list shows them).
    expect(found.customers[0]).toMatchObject({ plan: "free", planLabel: "Free Plan", balance: 0 });
    // LIKE's wildcards are searched for as themselves.
    expect((await search("%")).customers).toEqual([]);

    const many = `pg${Date.now().toString(36)}`;
    for (let index = 0; index < 53; index += 1)
      await createUser(testDb.current.db, {
        lastName: many,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
      });
    const first = await client.get(`/api/console/customers?q=${many}`);
    const firstPage = first.json as { customers: unknown[]; nextCursor: string | null };
    expect(firstPage.customers).toHaveLength(50);
    expect(firstPage.nextCursor).toEqual(expect.any(String));
    const second = await client.get(
      `/api/console/customers?q=${many}&before=${firstPage.nextCursor}`,
    );
    expect((second.json as { customers: unknown[]; nextCursor: null }).customers).toHaveLength(3);
    expect(second.json.nextCursor).toBeNull();
    expect((await client.get(`/api/console/customers?before=garbage`)).status).toBe(400);
  });

  it("show plan, balance, ledger, payments, generation counts, sessions, 2FA, role and suspension", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const { client } = await signedIn(app);
    const customer = await createUser(testDb.current.db);
    await setCreditAccount(testDb.current.db, customer.profileId, {
      plan: "starter",
      balance: 120,
    });
    await createGeneration(testDb.current.db, customer.profileId);
    await createGeneration(testDb.current.db, customer.profileId, { status: "failed" });
    await createSession(testDb.current.db, customer.id, { secret: TEST_AUTH_SECRET });

    const detail = await client.get(`/api/console/customers/${customer.id}`);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({
      id: customer.id,
      email: customer.email,
      operator: false,
      suspended: false,
      suspendedAt: null,
      twoFactorEnabled: false,
      credits: { plan: "starter", planLabel: "Starter Pack", balance: 120 },
      ledger: { entries: [], nextCursor: null },
      payments: [],
      generations: { totalGenerations: 1, successRate: 50 },
      sessions: [expect.objectContaining({ ipAddress: "127.0.0.1" })],
    });
    expect((await client.get("/api/console/customers/no-such-id")).status).toBe(404);
  });

  it("get credits adjusted with a reason: a line in their own ledger, audited, never below zero", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const operator = await signedIn(app);
    const customer = await signedIn(app, { operator: false });
    await setCreditAccount(testDb.current.db, customer.user.profileId, { balance: 10 });
    const path = `/api/console/customers/${customer.user.id}/credits`;

    const added = await operator.client.post(path, { amount: 25, reason: "Refund OS-42" });
    expect(added.json).toEqual({ balance: 35 });
    const ledger = await customer.client.get("/api/credits/ledger");
    expect(ledger.json.entries).toEqual([
      expect.objectContaining({
        kind: "adjustment",
        amount: 25,
        balanceAfter: 35,
        reason: "Refund OS-42",
      }),
    ]);

    const tooMuch = await operator.client.post(path, { amount: -36, reason: "Chargeback" });
    expect(tooMuch.status).toBe(409);
    expect((await operator.client.post(path, { amount: 0, reason: "Nothing" })).status).toBe(400);

    const entries = await auditEntries(customer.user.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorUserId: operator.user.id,
        actorLabel: operator.user.email,
        action: "customer.credits.adjust",
        targetType: "user",
        before: { balance: 10 },
        after: { balance: 35, amount: 25, reason: "Refund OS-42" },
      }),
    ]);
  });

  it("are suspended at once (open sessions end, sign-in names the operator's contact) and reactivated", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const operator = await signedIn(app);
    const customer = await signedIn(app, { operator: false });
    expect((await customer.client.get("/api/account")).status).toBe(200);

    const suspended = await operator.client.post(
      `/api/console/customers/${customer.user.id}/suspend`,
    );
    expect(suspended.json).toMatchObject({ customer: { suspended: true } });
    // The very next request of the open session is signed out: no notice to wait for.
    expect((await customer.client.get("/api/account")).status).toBe(401);
    expect((await customer.client.get("/api/credits")).status).toBe(401);

    const browser = createHttpClient(app);
    const wrongPassword = await browser.post("/api/account/sign-in", {
      identifier: customer.user.email,
      password: "not-the-password-at-all-1",
    });
    expect(wrongPassword.status).toBe(401); // says nothing about the account to a stranger
    const signIn = await browser.post("/api/account/sign-in", {
      identifier: customer.user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(signIn.status).toBe(403);
    expect(signIn.json.error).toBe(accountSuspendedMessage(testConfig().operator.email));
    expect((await browser.get("/api/account")).status).toBe(401);

    const own = await operator.client.post(`/api/console/customers/${operator.user.id}/suspend`);
    expect(own.status).toBe(409);

    const reactivated = await operator.client.post(
      `/api/console/customers/${customer.user.id}/reactivate`,
    );
    expect(reactivated.json).toMatchObject({ customer: { suspended: false } });
    const again = await browser.post("/api/account/sign-in", {
      identifier: customer.user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(again.status).toBe(200);
    expect((await browser.get("/api/account")).status).toBe(200);
    expect((await auditEntries(customer.user.id)).map((entry) => entry.action)).toEqual([
      "customer.suspend",
      "customer.reactivate",
    ]);
  });

  it("get no session from a sign-in that was half done when they were suspended (the two-step code)", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const operator = await signedIn(app);
    const customer = await signedIn(app, { operator: false });
    const enabled = await customer.client.post("/api/auth/two-factor/enable", {
      password: DEFAULT_PASSWORD,
    });
    const totp = new TOTP({
      secret: Secret.fromBase32(
        new URL((enabled.json as { totpURI: string }).totpURI).searchParams.get("secret") ?? "",
      ),
    });
    await customer.client.post("/api/auth/two-factor/verify-totp", { code: totp.generate() });
    const browser = createHttpClient(app);
    const signIn = await browser.post("/api/account/sign-in", {
      identifier: customer.user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(signIn.json).toEqual({ success: true, status: "two-factor-required" });

    await operator.client.post(`/api/console/customers/${customer.user.id}/suspend`);
    const code = await browser.post("/api/auth/two-factor/verify-totp", { code: totp.generate() });
    expect(code.status).toBe(403);
    expect(JSON.stringify(code.json)).toContain(
      accountSuspendedMessage(testConfig().operator.email),
    );
    expect((await browser.get("/api/account")).status).toBe(401);
    const [sessions] = await testDb.current.db
      .execute<{ count: number }>(
        sql`select count(*)::int as count from sessions where user_id = ${customer.user.id}`,
      )
      .then((result) => result.rows);
    expect(sessions?.count).toBe(0);
  });

  it("can have two-step verification reset, and the operator role granted and revoked", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const operator = await signedIn(app);
    const customer = await signedIn(app, { operator: false });
    const enabled = await customer.client.post("/api/auth/two-factor/enable", {
      password: DEFAULT_PASSWORD,
    });
    const { totpURI } = enabled.json as { totpURI: string };
    const totp = new TOTP({
      secret: Secret.fromBase32(new URL(totpURI).searchParams.get("secret") ?? ""),
    });
    await customer.client.post("/api/auth/two-factor/verify-totp", { code: totp.generate() });
    const id = customer.user.id;
    expect((await operator.client.get(`/api/console/customers/${id}`)).json.twoFactorEnabled).toBe(
      true,
    );

    const reset = await operator.client.post(`/api/console/customers/${id}/two-factor/reset`);
    expect(reset.status).toBe(200);
    expect((await operator.client.get(`/api/console/customers/${id}`)).json.twoFactorEnabled).toBe(
      false,
    );
    const [secrets] = await testDb.current.db
      .execute<{ count: number }>(
        sql`select count(*)::int as count from two_factors where user_id = ${id}`,
      )
      .then((result) => result.rows);
    expect(secrets?.count).toBe(0);

    expect((await customer.client.get("/api/console/customers")).status).toBe(403);
    const granted = await operator.client.post(`/api/console/customers/${id}/operator`);
    expect(granted.json).toMatchObject({ customer: { operator: true } });
    expect((await customer.client.get("/api/console/customers")).status).toBe(200);
    const revoked = await operator.client.delete(`/api/console/customers/${id}/operator`);
    expect(revoked.json).toMatchObject({ customer: { operator: false } });
    expect((await customer.client.get("/api/console/customers")).status).toBe(403);

    expect(await auditEntries(id)).toEqual([
      expect.objectContaining({
        action: "customer.two-factor.reset",
        before: expect.objectContaining({ twoFactorEnabled: true }),
        after: expect.objectContaining({ twoFactorEnabled: false }),
      }),
      expect.objectContaining({
        action: "operator.grant",
        before: expect.objectContaining({ operator: false }),
        after: expect.objectContaining({ operator: true }),
      }),
      expect.objectContaining({ action: "operator.revoke" }),
    ]);
  });
});

describe("the last operator", () => {
  it("cannot be revoked, even by two operators revoking each other at once", async () => {
    // Its own database: "the last operator" counts every operator in it.
    const { app } = createTestApp({ database: testDb.current });
    await testDb.current.db.update(users).set({ operator: false }).where(eq(users.operator, true));
    const first = await signedIn(app);
    const second = await signedIn(app);
    const results = await Promise.all([
      first.client.delete(`/api/console/customers/${second.user.id}/operator`),
      second.client.delete(`/api/console/customers/${first.user.id}/operator`),
    ]);
    // One revoke wins. The other is refused either way: 409 if it reached the last-operator rule,
    // or 403 if its operator check ran after the winner had already revoked it.
    const [won, refused] = results.map((result) => result.status).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(refused);
    const [left] = await testDb.current.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.operator, true));
    expect(left?.count).toBe(1);
    const survivor = results[0]?.status === 200 ? first : second;
    const own = await survivor.client.delete(`/api/console/customers/${survivor.user.id}/operator`);
    expect(own.status).toBe(409);
    expect(own.json.error).toBe(LAST_OPERATOR_MESSAGE);
  });
});

describe("the audit log", () => {
  it("is filtered by actor, action, target and dates, a page at a time", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const operator = await signedIn(app);
    const other = await signedIn(app);
    const target = await createUser(testDb.current.db);
    await operator.client.post(`/api/console/customers/${target.id}/suspend`);
    await other.client.post(`/api/console/customers/${target.id}/reactivate`);
    await operator.client.post(`/api/console/customers/${target.id}/credits`, {
      amount: 5,
      reason: "Welcome",
    });

    const read = async (query: string) =>
      (await operator.client.get(`/api/console/audit?${query}`)).json as {
        entries: Array<{ action: string; actorUserId: string }>;
        nextCursor: string | null;
      };
    expect((await read(`target=${target.id}`)).entries.map((entry) => entry.action)).toEqual([
      "customer.credits.adjust",
      "customer.reactivate",
      "customer.suspend",
    ]);
    expect(
      (await read(`target=${target.id}&actor=${other.user.id}`)).entries.map((e) => e.action),
    ).toEqual(["customer.reactivate"]);
    expect(
      (await read(`target=${target.id}&action=customer.suspend`)).entries.map((e) => e.action),
    ).toEqual(["customer.suspend"]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await read(`target=${target.id}&from=${today}&to=${today}`)).entries).toHaveLength(3);
    expect((await read(`target=${target.id}&to=2020-01-01`)).entries).toHaveLength(0);
    expect((await operator.client.get("/api/console/audit?from=2026-02-30")).status).toBe(400);
    expect((await operator.client.get("/api/console/audit?action=delete.all")).status).toBe(400);

    for (let index = 0; index < 51; index += 1)
      await operator.client.post(`/api/console/customers/${target.id}/reactivate`);
    const first = await read(`target=${target.id}`);
    expect(first.entries).toHaveLength(50);
    const second = await read(`target=${target.id}&before=${first.nextCursor}`);
    expect(second.entries).toHaveLength(4);
    expect(second.nextCursor).toBeNull();
  });

  it("is append-only: the database refuses to change or remove an entry", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const operator = await signedIn(app);
    const target = await createUser(testDb.current.db);
    await operator.client.post(`/api/console/customers/${target.id}/suspend`);
    const db = testDb.current.db;
    await expect(
      db
        .update(operatorAuditLog)
        .set({ action: "nothing" })
        .where(eq(operatorAuditLog.targetId, target.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(operatorAuditLog).where(eq(operatorAuditLog.targetId, target.id)),
    ).rejects.toThrow();
    await expect(db.execute(sql`truncate operator_audit_log`)).rejects.toThrow();
    expect(await auditEntries(target.id)).toHaveLength(1);
  });
});

describe("the messages inbox", () => {
  it("lists contact messages newest first, filters handled ones, and marks them handled once", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const operator = await signedIn(app);
    const db = testDb.current.db;
    await db.execute(sql`delete from contact_messages`);
    const [older, newer] = await db
      .insert(contactMessages)
      .values([
        {
          name: "Rafi",
          email: "rafi@example.com",
          message: "Do you support Daraz listings?",
          createdAt: minutesAgo(10),
        },
        {
          name: "Mim",
          email: "mim@example.com",
          message: "I was charged twice for Starter.",
          createdAt: minutesAgo(1),
        },
      ])
      .returning({ id: contactMessages.id });
    const list = async (status: string) =>
      (
        (await operator.client.get(`/api/console/messages?status=${status}`)).json as {
          messages: Array<{ id: string; handledAt: string | null }>;
        }
      ).messages.map((message) => message.id);
    expect(await list("all")).toEqual([newer?.id, older?.id]);

    const handled = await operator.client.post(`/api/console/messages/${older?.id}/handled`);
    expect(handled.status).toBe(200);
    await operator.client.post(`/api/console/messages/${older?.id}/handled`);
    expect(await list("unhandled")).toEqual([newer?.id]);
    expect(await list("handled")).toEqual([older?.id]);
    expect(await auditEntries(older?.id ?? "")).toEqual([
      expect.objectContaining({ action: "message.handled", targetType: "contact_message" }),
    ]);
    expect((await operator.client.post(`/api/console/messages/not-a-message/handled`)).status).toBe(
      404,
    );
  });
});
