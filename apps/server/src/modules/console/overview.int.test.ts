import type { Overview } from "@outsmart/contracts/console-overview";
import { describe, expect, it } from "vitest";
import { creditLedger } from "../../db/schema/credit-ledger.ts";
import { paymentRefunds } from "../../db/schema/payment-refunds.ts";
import { payments } from "../../db/schema/payments.ts";
import { dhakaDay } from "../../lib/dhaka-time.ts";
import { createGeneration, createSession, createUser } from "../../testing/factories.ts";
import { createHttpClient } from "../../testing/http-client.ts";
import { createTestApp, TEST_AUTH_SECRET } from "../../testing/test-app.ts";
import { useTestDatabase } from "../../testing/test-database.ts";
import { overviewBuckets } from "./overview.service.ts";

const testDb = useTestDatabase();

describe("overview periods", () => {
  it("are Bangladesh days, Monday weeks and calendar months, oldest first, ending with today's", () => {
    // 2026-11-28 20:30 UTC is already 29 November (a Sunday) in Dhaka.
    const now = new Date("2026-11-28T20:30:00Z");
    const days = overviewBuckets("day", now);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe("2026-11-29");
    expect(days[0]).toBe("2026-10-31");
    const weeks = overviewBuckets("week", now);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe("2026-11-23");
    expect(weeks.at(-2)).toBe("2026-11-16");
    const months = overviewBuckets("month", now);
    expect(months).toEqual([
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
      "2026-04-01",
      "2026-05-01",
      "2026-06-01",
      "2026-07-01",
      "2026-08-01",
      "2026-09-01",
      "2026-10-01",
      "2026-11-01",
    ]);
  });
});

describe("GET /api/console/overview", () => {
  it("counts today's money, credits, generations, failures by provider and active accounts", async () => {
    const { app } = createTestApp({ database: testDb.current });
    const db = testDb.current.db;
    const operator = await createUser(db, { operator: true });
    const { cookie } = await createSession(db, operator.id, { secret: TEST_AUTH_SECRET });
    const client = createHttpClient(app, { cookie });

    const buyer = await createUser(db);
    const other = await createUser(db);
    const now = new Date();
    const [payment] = await db
      .insert(payments)
      .values({
        profileId: buyer.profileId,
        accountRef: buyer.profileId,
        packId: "starter",
        amountBdt: 500,
        credits: 250,
        invoiceNumber: crypto.randomUUID(),
        status: "success",
        completedAt: now,
      })
      .returning();
    await db.insert(creditLedger).values([
      {
        profileId: buyer.profileId,
        accountRef: buyer.profileId,
        kind: "top_up",
        amount: 250,
        balanceAfter: 250,
        reason: "Starter Pack",
        paymentId: payment!.id,
      },
      {
        profileId: buyer.profileId,
        accountRef: buyer.profileId,
        kind: "spend",
        amount: -2,
        balanceAfter: 248,
        reason: "Caption",
      },
    ]);
    await db.insert(paymentRefunds).values({
      paymentId: payment!.id,
      requestKey: "overview-test",
      amountPoisha: 12_550,
      reason: "Customer asked",
      status: "completed",
      actorLabel: "cli:test",
      completedAt: now,
    });
    for (let index = 0; index < 3; index += 1) await createGeneration(db, buyer.profileId);
    await createGeneration(db, other.profileId, { modelUsed: "llama-3.2-3b", status: "failed" });
    await createGeneration(db, other.profileId, { modelUsed: "llama-3.2-3b", status: "cancelled" });

    const response = await client.get("/api/console/overview");
    expect(response.status).toBe(200);
    const overview = response.json as unknown as Overview;
    expect(overview.unit).toBe("day");
    expect(overview.buckets).toHaveLength(30);
    expect(overview.buckets.at(-1)).toBe(dhakaDay(now));
    const today = (series: number[]) => series.at(-1);
    expect(today(overview.revenue.taka)).toBe(500);
    expect(today(overview.revenue.refundedTaka)).toBe(125.5);
    expect(today(overview.revenue.packsSold.starter)).toBe(1);
    expect(today(overview.revenue.packsSold.pro)).toBe(0);
    expect(today(overview.credits.sold)).toBe(250);
    expect(today(overview.credits.spent)).toBe(2);
    expect(today(overview.generations.total)).toBe(5);
    expect(overview.generations.byTool).toEqual([
      expect.objectContaining({ slug: "ai-caption-generator", name: "Caption Generator" }),
    ]);
    expect(overview.generations.byModel.map((model) => model.id).sort()).toEqual([
      "llama-3.2-3b",
      "outsmart-writer",
    ]);
    expect(overview.failuresByProvider).toEqual(
      expect.arrayContaining([
        { provider: "offline", name: "Outsmart Writer (built in)", attempts: 3, failed: 0 },
        expect.objectContaining({ provider: "ollama", attempts: 2, failed: 1 }),
      ]),
    );
    expect(today(overview.activeAccounts)).toBe(2);
    // Nothing before today in this database.
    expect(overview.revenue.taka.slice(0, -1).every((value) => value === 0)).toBe(true);

    const monthly = (await client.get("/api/console/overview?unit=month"))
      .json as unknown as Overview;
    expect(monthly.buckets).toHaveLength(12);
    expect(monthly.revenue.taka.at(-1)).toBe(500);
    expect((await client.get("/api/console/overview?unit=year")).status).toBe(400);
  });
});
