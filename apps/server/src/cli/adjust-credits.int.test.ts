import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditAccounts } from "../db/schema/credit-accounts.ts";
import { creditLedger } from "../db/schema/credit-ledger.ts";
import { operatorAuditLog } from "../db/schema/operator-audit-log.ts";
import { createUser, setCreditAccount } from "../testing/factories.ts";
import { useTestDatabase } from "../testing/test-database.ts";
import { adjustCredits, parseAdjustment } from "./adjust-credits.ts";

const testDb = useTestDatabase();
const script = fileURLToPath(new URL("./adjust-credits.ts", import.meta.url));

async function balanceOf(profileId: string) {
  const [row] = await testDb.current.db
    .select({ balance: creditAccounts.balance })
    .from(creditAccounts)
    .where(eq(creditAccounts.profileId, profileId));
  return row?.balance;
}

describe("parseAdjustment", () => {
  it("accepts a signed amount, an e-mail and a reason", () => {
    expect(
      parseAdjustment(["--email", "a@b.co", "--amount=-50", "--reason", "Refund OS-1"]),
    ).toEqual({ email: "a@b.co", amount: -50, reason: "Refund OS-1" });
  });

  it.each([
    [["--amount=5", "--reason", "x"], "--email is required."],
    [["--email", "a@b.co", "--amount=1.5", "--reason", "x"], "--amount must be a whole"],
    [["--email", "a@b.co", "--amount=0", "--reason", "x"], "--amount must be a whole"],
    [["--email", "a@b.co", "--amount=5"], "--reason is required"],
    [["--email", "a@b.co", "--amount", "-5", "--reason", "x"], "argument is ambiguous"],
  ])("refuses %j", (args, problem) => {
    const parsed = parseAdjustment(args);
    expect("problem" in parsed && parsed.problem).toContain(problem);
  });
});

describe("adjustCredits", () => {
  it("adds and removes credits with the reason and the operator in the ledger", async () => {
    const user = await createUser(testDb.current.db, { email: "Mim@Example.com" });
    await setCreditAccount(testDb.current.db, user.profileId, { plan: "starter", balance: 100 });
    const db = testDb.current.db;
    expect(
      await adjustCredits(
        db,
        { email: "mim@example.com", amount: 25, reason: "Goodwill" },
        "operator:ana",
      ),
    ).toBe(125);
    expect(
      await adjustCredits(
        db,
        { email: "mim@example.com", amount: -125, reason: "Refund OS-9" },
        "operator:ana",
      ),
    ).toBe(0);
    const entries = await db
      .select({
        amount: creditLedger.amount,
        reason: creditLedger.reason,
        actor: creditLedger.actor,
      })
      .from(creditLedger)
      .where(eq(creditLedger.profileId, user.profileId));
    expect(entries).toEqual(
      expect.arrayContaining([
        { amount: 25, reason: "Goodwill", actor: "operator:ana" },
        { amount: -125, reason: "Refund OS-9", actor: "operator:ana" },
      ]),
    );
    const audit = await db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, user.id))
      .orderBy(operatorAuditLog.id);
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: null,
        actorLabel: "cli:ana",
        action: "customer.credits.adjust",
        before: { balance: 100 },
        after: { balance: 125, amount: 25, reason: "Goodwill" },
      }),
      expect.objectContaining({
        before: { balance: 125 },
        after: { balance: 0, amount: -125, reason: "Refund OS-9" },
      }),
    ]);
  });

  it("never takes a balance below zero, and names an unknown e-mail", async () => {
    const user = await createUser(testDb.current.db);
    await setCreditAccount(testDb.current.db, user.profileId, { balance: 10 });
    const db = testDb.current.db;
    await expect(
      adjustCredits(db, { email: user.email, amount: -11, reason: "x" }, "op"),
    ).rejects.toThrow("The balance is lower than the adjustment.");
    expect(await balanceOf(user.profileId)).toBe(10);
    await expect(
      adjustCredits(db, { email: "nobody@example.com", amount: 5, reason: "x" }, "op"),
    ).rejects.toThrow("No account has the e-mail nobody@example.com.");
  });

  it("runs as the npm command against DATABASE_URL", async () => {
    const user = await createUser(testDb.current.db);
    await setCreditAccount(testDb.current.db, user.profileId, { balance: 40 });
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      [script, "--email", user.email, "--amount=-15", "--reason", "Refund OS-20261121-7"],
      {
        env: {
          ...process.env,
          DATABASE_URL: testDb.current.connectionString,
          NODE_ENV: "development",
        },
      },
    );
    expect(stdout).toContain("-15 credits (Refund OS-20261121-7). New balance: 25.");
    expect(await balanceOf(user.profileId)).toBe(25);

    const failed = run(
      process.execPath,
      [script, "--email", user.email, "--amount=-100", "--reason", "x"],
      {
        env: {
          ...process.env,
          DATABASE_URL: testDb.current.connectionString,
          NODE_ENV: "development",
        },
      },
    );
    await expect(failed).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("lower than the adjustment"),
    });
    expect(await balanceOf(user.profileId)).toBe(25);
  });
});
