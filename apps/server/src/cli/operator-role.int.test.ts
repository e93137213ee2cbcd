import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { operatorAuditLog } from "../db/schema/operator-audit-log.ts";
import { users } from "../db/schema/users.ts";
import { createUser, uniquePhoneNumber } from "../testing/factories.ts";
import { useTestDatabase } from "../testing/test-database.ts";
import { changeOperatorRole } from "./operator-role.ts";

const testDb = useTestDatabase();
const script = fileURLToPath(new URL("./operator-role.ts", import.meta.url));
const cli = { userId: null, label: "cli:ana" };

async function isOperator(userId: string) {
  const [row] = await testDb.current.db
    .select({ operator: users.operator })
    .from(users)
    .where(eq(users.id, userId));
  return row?.operator;
}

describe("operator:grant and operator:revoke", () => {
  it("grant and revoke the role by e-mail (any case) or phone number as typed, audited as the command", async () => {
    const db = testDb.current.db;
    const byEmail = await createUser(db, { email: "Ops.Lead@Example.com" });
    const phone = uniquePhoneNumber();
    const byPhone = await createUser(db, { email: null, phoneNumber: phone });
    expect(await changeOperatorRole(db, "grant", "ops.lead@example.com", cli)).toContain(
      "is now an operator",
    );
    expect(await changeOperatorRole(db, "grant", `0${phone.slice(4)}`, cli)).toContain(
      "is now an operator",
    );
    expect(await isOperator(byEmail.id)).toBe(true);
    expect(await isOperator(byPhone.id)).toBe(true);
    expect(await changeOperatorRole(db, "grant", "ops.lead@example.com", cli)).toContain(
      "already an operator",
    );
    expect(await changeOperatorRole(db, "revoke", phone, cli)).toContain("no longer an operator");
    expect(await isOperator(byPhone.id)).toBe(false);
    await expect(changeOperatorRole(db, "grant", "nobody@example.com", cli)).rejects.toThrow(
      "No account has the e-mail or phone nobody@example.com.",
    );
    const entries = await db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.targetId, byPhone.id))
      .orderBy(operatorAuditLog.id);
    expect(entries).toEqual([
      expect.objectContaining({
        actorUserId: null,
        actorLabel: "cli:ana",
        action: "operator.grant",
      }),
      expect.objectContaining({ actorLabel: "cli:ana", action: "operator.revoke" }),
    ]);
  });

  it("runs as the npm command against DATABASE_URL", async () => {
    const user = await createUser(testDb.current.db);
    const run = promisify(execFile);
    const env = {
      ...process.env,
      DATABASE_URL: testDb.current.connectionString,
      NODE_ENV: "development",
    };
    const { stdout } = await run(process.execPath, [script, "grant", user.email], { env });
    expect(stdout).toContain(`${user.email} is now an operator`);
    expect(await isOperator(user.id)).toBe(true);
    await expect(run(process.execPath, [script, "grant"], { env })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage: npm run operator:grant"),
    });
  });
});
