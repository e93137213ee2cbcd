import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditAccounts } from "../../db/schema/credit-accounts.ts";
import { creditLedger } from "../../db/schema/credit-ledger.ts";
import { creditReservations } from "../../db/schema/credit-reservations.ts";
import { payments } from "../../db/schema/payments.ts";
import { userGenerations } from "../../db/schema/user-generations.ts";
import { AppError } from "../../lib/app-error.ts";
import { createFixedClock } from "../../lib/clock.ts";
import { HOLD_LEASE_MS, HOLD_RENEW_EVERY_MS } from "./credits.service.ts";
import { createSilentLogger } from "../../lib/logger.ts";
import { createSession, createUser, setCreditAccount } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";
import { recordSucceededRun } from "../tools/tool-runs.queries.ts";
import { type Charge, createCreditsService, type ReserveRequest } from "./credits.service.ts";

const testDb = useTestDatabase();

/** A succeeded generation's record and the settle of its hold, as the engine writes them. */
const settleWithRecord = (charge: Charge, profileId: string, creditsCharged: number) =>
  recordSucceededRun(
    testDb.current.db,
    {
      profileId,
      toolSlug: "ai-caption-generator",
      modelUsed: "gpt-5-mini",
      inputData: { product_name: "EcoStride sneakers" },
      status: "succeeded",
      outputContent: "Stride lighter.",
      contentType: "text",
      language: "en",
      errorMessage: null,
      creditsCharged,
      durationMs: 900,
      createdAt: new Date("2026-06-15T10:00:00Z"),
    },
    charge.reservationId,
    new Date("2026-06-15T10:00:01Z"),
  );
const premium = { id: "gpt-5-mini", name: "GPT-5 mini", tier: "premium" as const, costCredits: 2 };
const free = {
  id: "outsmart-writer",
  name: "Outsmart Writer (offline)",
  tier: "free" as const,
  costCredits: 0,
};

function service(clock = createFixedClock("2026-06-15T10:00:00Z"), dailyFreeGenerations?: number) {
  return createCreditsService({
    db: testDb.current.db,
    clock,
    logger: createSilentLogger(),
    ...(dailyFreeGenerations ? { dailyFreeGenerations } : {}),
  });
}

async function paidUser(balance: number, plan: "starter" | "pro" = "starter") {
  const user = await createUser(testDb.current.db);
  await setCreditAccount(testDb.current.db, user.profileId, { plan, balance });
  return user;
}

const request = (
  profileId: string,
  plan: ReserveRequest["plan"],
  model: ReserveRequest["model"] = premium,
): ReserveRequest => ({
  profileId,
  plan,
  toolSlug: "ai-caption-generator",
  toolName: "Caption Generator",
  model,
});

async function balanceOf(profileId: string) {
  const [row] = await testDb.current.db
    .select()
    .from(creditAccounts)
    .where(eq(creditAccounts.profileId, profileId));
  return row?.balance;
}

async function ledgerOf(profileId: string) {
  return await testDb.current.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.accountRef, profileId))
    .orderBy(creditLedger.id);
}

describe("charging generations", () => {
  it("charges exactly as many of 200 concurrent generations as the balance covers, and never goes negative", async () => {
    const credits = service();
    const user = await paidUser(40);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => credits.reserve(request(user.profileId, "starter"))),
    );
    const charged = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(charged).toHaveLength(20);
    expect(refused).toHaveLength(180);
    for (const result of refused)
      expect((result.reason as AppError).code).toBe("INSUFFICIENT_CREDITS");
    expect(await balanceOf(user.profileId)).toBe(0);
    const ledger = await ledgerOf(user.profileId);
    expect(ledger).toHaveLength(20);
    expect(
      ledger.every(
        (entry) => entry.kind === "spend" && entry.amount === -2 && entry.balanceAfter >= 0,
      ),
    ).toBe(true);
    expect(new Set(ledger.map((entry) => entry.balanceAfter))).toEqual(
      new Set(Array.from({ length: 20 }, (_, index) => index * 2)),
    );
    const holds = await testDb.current.db
      .select()
      .from(creditReservations)
      .where(eq(creditReservations.profileId, user.profileId));
    expect(holds).toHaveLength(20);
  });

  it("refuses with 402 and a clear message when the balance is short", async () => {
    const credits = service();
    const user = await paidUser(1);
    const error = await credits
      .reserve(request(user.profileId, "starter"))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 402,
      message:
        "GPT-5 mini costs 2 credits per generation and you have 1. Top up on the pricing page.",
    });
    expect(await balanceOf(user.profileId)).toBe(1);
  });

  it("gives the credits back exactly once when a failed generation is released, however often release is called", async () => {
    const credits = service();
    const user = await paidUser(10);
    const charge = await credits.reserve(request(user.profileId, "starter"));
    expect(await balanceOf(user.profileId)).toBe(8);
    await Promise.all(
      Array.from({ length: 10 }, () => credits.release(charge, "the generation failed")),
    );
    expect(await balanceOf(user.profileId)).toBe(10);
    const ledger = await ledgerOf(user.profileId);
    expect(
      ledger.map((entry) => [entry.kind, entry.amount, entry.balanceAfter, entry.reason]),
    ).toEqual([
      ["spend", -2, 8, "Caption Generator with GPT-5 mini"],
      ["refund", 2, 10, "Refund: the generation failed"],
    ]);
  });

  it("keeps the charge of a settled generation, even if a late release arrives", async () => {
    const credits = service();
    const user = await paidUser(10);
    const charge = await credits.reserve(request(user.profileId, "starter"));
    // One statement writes the record, settles the hold and reads the balance.
    const settled = await settleWithRecord(charge, user.profileId, 2);
    expect(settled.balance).toBe(8);
    const [reservation] = await testDb.current.db
      .select()
      .from(creditReservations)
      .where(eq(creditReservations.id, charge.reservationId));
    expect(reservation).toMatchObject({ status: "settled", generationId: settled.generationId });
    const [generation] = await testDb.current.db
      .select()
      .from(userGenerations)
      .where(eq(userGenerations.id, settled.generationId));
    expect(generation).toMatchObject({
      userId: user.profileId,
      status: "succeeded",
      creditsCharged: 2,
    });
    await credits.release(charge, "too late");
    expect(await balanceOf(user.profileId)).toBe(8);
    expect(await ledgerOf(user.profileId)).toHaveLength(1);
  });

  it("releases holds whose process died, after their lifetime", async () => {
    const clock = createFixedClock("2026-06-15T10:00:00Z");
    const credits = service(clock);
    const user = await paidUser(10);
    const charge = await credits.reserve(request(user.profileId, "starter"));
    const status = async () =>
      (
        await testDb.current.db
          .select()
          .from(creditReservations)
          .where(eq(creditReservations.id, charge.reservationId))
      )[0]?.status;
    // The hold's lease is never renewed (its process died): released once the lease ran out.
    clock.advance(HOLD_LEASE_MS - 5_000);
    await credits.releaseExpiredReservations();
    expect(await status()).toBe("held");
    clock.advance(10_000);
    expect(await credits.releaseExpiredReservations()).toBeGreaterThanOrEqual(1);
    expect(await status()).toBe("released");
    expect(await balanceOf(user.profileId)).toBe(10);
    expect((await ledgerOf(user.profileId)).at(-1)?.reason).toBe(
      "Refund: the generation was interrupted",
    );

    // The generation finishes after all: its record is kept, the refund stands.
    const late = await settleWithRecord(charge, user.profileId, 2);
    expect(late.balance).toBe(10);
    expect(await status()).toBe("released");
  });
});

describe("hold leases", () => {
  it("keeps a long generation's hold while its process renews the lease", async () => {
    const clock = createFixedClock("2026-06-15T10:00:00Z");
    const credits = service(clock);
    const user = await paidUser(10);
    const charge = await credits.reserve(request(user.profileId, "starter"));
    // Three minutes of generating, renewing every 10 s as the background job does.
    for (let elapsed = 0; elapsed < 3 * 60 * 1000; elapsed += HOLD_RENEW_EVERY_MS) {
      clock.advance(HOLD_RENEW_EVERY_MS);
      expect(await credits.renewHolds()).toBe(1);
      expect(await credits.releaseExpiredReservations()).toBe(0);
    }
    expect(await balanceOf(user.profileId)).toBe(8);
    // Saved: nothing more to renew, and the sweep leaves the settled hold alone.
    await settleWithRecord(charge, user.profileId, 2);
    credits.settled(charge);
    expect(await credits.renewHolds()).toBe(0);
    clock.advance(10 * 60 * 1000);
    expect(await credits.releaseExpiredReservations()).toBe(0);
    expect(await balanceOf(user.profileId)).toBe(8);
  });
});

describe("the free plan's daily cap", () => {
  it("allows exactly the cap of concurrent free generations per Dhaka day, returns slots of failed ones, and renews at midnight", async () => {
    const clock = createFixedClock("2026-06-15T17:30:00Z"); // 23:30 in Dhaka
    const credits = service(clock, 20);
    const user = await createUser(testDb.current.db);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => credits.reserve(request(user.profileId, "free", free))),
    );
    const granted = results.filter(
      (result): result is PromiseFulfilledResult<Awaited<ReturnType<typeof credits.reserve>>> =>
        result.status === "fulfilled",
    );
    expect(granted).toHaveLength(20);
    const refusal = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(refusal.reason).toMatchObject({ status: 429 });
    expect((refusal.reason as Error).message).toMatch(
      /^You have used today's 20 free generations\./,
    );

    await credits.release(granted[0]?.value ?? { reservationId: "" }, "the generation failed");
    await expect(credits.reserve(request(user.profileId, "free", free))).resolves.toBeDefined();
    await expect(credits.reserve(request(user.profileId, "free", free))).rejects.toMatchObject({
      status: 429,
    });

    expect((await credits.summary(user.profileId)).freeGenerationsToday).toEqual({
      used: 20,
      limit: 20,
    });

    clock.advance(31 * 60 * 1000); // 00:01 the next day in Dhaka
    expect((await credits.summary(user.profileId)).freeGenerationsToday).toEqual({
      used: 0,
      limit: 20,
    });
    await expect(credits.reserve(request(user.profileId, "free", free))).resolves.toBeDefined();
    expect((await credits.summary(user.profileId)).freeGenerationsToday?.used).toBe(1);
  });

  it("does not apply to paying plans", async () => {
    const credits = service(createFixedClock("2026-06-15T10:00:00Z"), 2);
    const user = await paidUser(0);
    for (let index = 0; index < 5; index += 1)
      await credits.reserve(request(user.profileId, "starter", free));
    expect(await balanceOf(user.profileId)).toBe(0);
  });
});

describe("top-ups and adjustments", () => {
  async function insertPayment(profileId: string, packId: "starter" | "pro") {
    const [payment] = await testDb.current.db
      .insert(payments)
      .values({
        profileId,
        accountRef: profileId,
        packId,
        amountBdt: packId === "pro" ? 1500 : 500,
        credits: packId === "pro" ? 750 : 250,
        invoiceNumber: crypto.randomUUID(),
        status: "success",
      })
      .returning();
    if (!payment) throw new Error("no payment");
    return payment;
  }

  it("credits a payment once: a second top-up for the same payment is refused by the database", async () => {
    const credits = service();
    const user = await createUser(testDb.current.db);
    const payment = await insertPayment(user.profileId, "starter");
    const topUp = () =>
      testDb.current.db.transaction((tx) =>
        credits.topUpForPayment(tx, {
          id: payment.id,
          profileId: user.profileId,
          packId: "starter",
          credits: 250,
          trxId: "CK250NROQ5",
        }),
      );
    await topUp();
    await expect(topUp()).rejects.toThrow();
    expect(await balanceOf(user.profileId)).toBe(250);
    expect(await credits.summary(user.profileId)).toEqual({
      plan: "starter",
      planLabel: "Starter Pack",
      balance: 250,
      freeGenerationsToday: null,
    });
    expect((await ledgerOf(user.profileId))[0]?.reason).toBe(
      "Starter Pack purchase (bKash CK250NROQ5)",
    );
  });

  it("raises the plan to the highest pack ever bought and never lowers it", async () => {
    const credits = service();
    const user = await createUser(testDb.current.db);
    for (const packId of ["pro", "starter"] as const) {
      const payment = await insertPayment(user.profileId, packId);
      await testDb.current.db.transaction((tx) =>
        credits.topUpForPayment(tx, {
          id: payment.id,
          profileId: user.profileId,
          packId,
          credits: payment.credits,
          trxId: null,
        }),
      );
    }
    expect(await credits.summary(user.profileId)).toEqual({
      plan: "pro",
      planLabel: "Pro Pack",
      balance: 1000,
      freeGenerationsToday: null,
    });
  });

  it("adjusts with a reason, and refuses to take more than the balance", async () => {
    const credits = service();
    const user = await paidUser(5);
    expect(
      await credits.adjust(
        user.profileId,
        10,
        "Goodwill credit for a failed payment",
        "operator@example.com",
      ),
    ).toBe(15);
    await expect(
      credits.adjust(user.profileId, -20, "Too much", "operator@example.com"),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const [entry] = (await ledgerOf(user.profileId)).slice(-1);
    expect(entry).toMatchObject({
      kind: "adjustment",
      amount: 10,
      balanceAfter: 15,
      actor: "operator@example.com",
    });
  });

  it("cannot hold a negative balance, even when written by hand", async () => {
    const user = await paidUser(0);
    await expect(
      testDb.current.db.execute(
        sql`insert into credit_ledger (profile_id, account_ref, kind, amount, balance_after, reason) values (${user.profileId}, ${user.profileId}, 'adjustment', -5, -5, 'x')`,
      ),
    ).rejects.toMatchObject({ cause: { constraint: "credit_ledger_balance_after_non_negative" } });
    await expect(
      testDb.current.db.execute(
        sql`update credit_accounts set balance = -1 where profile_id = ${user.profileId}`,
      ),
    ).rejects.toMatchObject({ cause: { constraint: "credit_accounts_balance_non_negative" } });
  });
});

describe("GET /api/credits/ledger", () => {
  it("lists the user's own entries, newest first, in pages", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const credits = service();
    const user = await paidUser(0);
    const other = await paidUser(0);
    for (let index = 1; index <= 30; index += 1)
      await credits.adjust(user.profileId, index, `Adjustment ${index}`, "op");
    await credits.adjust(other.profileId, 99, "Someone else's", "op");
    const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
    const client = createHttpClient(app, { cookie: session.cookie });
    const first = await client.get("/api/credits/ledger");
    const entries = first.json.entries as Array<{ reason: string; amount: number }>;
    expect(entries).toHaveLength(25);
    expect(entries[0]?.reason).toBe("Adjustment 30");
    const second = await client.get(`/api/credits/ledger?before=${String(first.json.nextCursor)}`);
    expect((second.json.entries as Array<{ reason: string }>).map((entry) => entry.reason)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `Adjustment ${n}`),
    );
    expect(second.json.nextCursor).toBeNull();
    expect(JSON.stringify([first.json, second.json])).not.toContain("Someone else's");
  });
});

describe("GET /api/credits/ledger pages", () => {
  it("misses no entry when several fall in the same millisecond", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const user = await paidUser(0);
    // 30 entries a microsecond apart: a cursor cut to milliseconds would skip the rest of its page's
    // last millisecond.
    for (let index = 1; index <= 30; index += 1)
      await testDb.current.db.execute(
        sql`insert into credit_ledger (profile_id, account_ref, kind, amount, balance_after, reason, created_at)
            values (${user.profileId}, ${user.profileId}, 'adjustment', ${index}, ${(index * (index + 1)) / 2},
                    ${`Entry ${index}`}, '2026-06-15T10:00:00.000100Z'::timestamptz + ${index} * interval '1 microsecond')`,
      );
    const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
    const client = createHttpClient(app, { cookie: session.cookie });
    const reasons: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await client.get(
        `/api/credits/ledger${cursor ? `?before=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(page.status).toBe(200);
      reasons.push(
        ...(page.json.entries as Array<{ reason: string }>).map((entry) => entry.reason),
      );
      cursor = page.json.nextCursor as string | null;
    } while (cursor);
    expect(reasons).toEqual(Array.from({ length: 30 }, (_, index) => `Entry ${30 - index}`));
  });

  it.each([
    ["a number past bigint", `${"2026-06-15T10:00:00.000Z"}_99999999999999999999`],
    ["a date past year 9999", "+010000-01-01T00:00:00.000Z_5"],
    ["an impossible date", "2024-13-45T99:00:00.000Z_5"],
    ["no separator", "2026-06-15T10:00:00.000Z"],
  ])("answers 400, not 500, for a cursor with %s", async (_, raw) => {
    const { app } = createTestApp({ database: testDb.current });
    const user = await paidUser(0);
    const session = await createSession(testDb.current.db, user.id, { secret: TEST_AUTH_SECRET });
    const client = createHttpClient(app, { cookie: session.cookie });
    const response = await client.get(
      `/api/credits/ledger?before=${Buffer.from(raw).toString("base64url")}`,
    );
    expect(response.status).toBe(400);
    expect(response.json.error).toBe("That page link is not valid.");
  });
});
