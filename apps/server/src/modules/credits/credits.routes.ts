import type { CreditSummary } from "@outsmart/contracts/credits";
import { plans } from "@outsmart/contracts/plans";
import { Hono } from "hono";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { requireViewer } from "../auth/viewer.ts";
import { findCreditAccount } from "./credits.queries.ts";

/** GET /api/credits: the signed-in user's plan label and credit balance. */
export function creditsRoutes(deps: { db: Database }) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const profileId = await requireViewer(c).profileId();
    const account = await findCreditAccount(deps.db, profileId);
    const summary: CreditSummary = {
      plan: account.plan,
      planLabel: plans[account.plan].name,
      balance: account.balance,
    };
    return c.json(summary);
  });
}
