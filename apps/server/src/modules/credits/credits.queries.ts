import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { creditAccounts } from "../../db/schema/credit-accounts.ts";

/** The profile's plan and balance; a profile that never held credits is on the free plan with 0. */
export async function findCreditAccount(
  db: Database,
  profileId: string,
): Promise<{ plan: "free" | "starter" | "pro"; balance: number }> {
  const [account] = await db
    .select({ plan: creditAccounts.plan, balance: creditAccounts.balance })
    .from(creditAccounts)
    .where(eq(creditAccounts.profileId, profileId));
  return account ?? { plan: "free", balance: 0 };
}
