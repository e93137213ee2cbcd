import { type CreditSummary, ledgerQuerySchema } from "@outsmart/contracts/credits";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { requireViewer } from "../accounts/viewer.ts";
import type { CreditsService } from "./credits.service.ts";

/** GET /api/credits (plan label and balance) and GET /api/credits/ledger (the user's own entries). */
export function creditsRoutes(deps: { credits: CreditsService }) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const summary: CreditSummary = await deps.credits.summary(await requireViewer(c).profileId());
      return c.json(summary);
    })
    .get("/ledger", async (c) => {
      const profileId = await requireViewer(c).profileId();
      const query = ledgerQuerySchema.parse(c.req.query());
      return c.json(await deps.credits.ledger(profileId, query));
    });
}
