import type { CreditSummary, LedgerPage } from "@outsmart/contracts/credits";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { requireViewer } from "../accounts/viewer.ts";
import type { CreditsService } from "./credits.service.ts";

const PAGE_SIZE = 25;

/** Ledger cursors are opaque to clients: "<created-at ISO>_<id>", base64url. */
function encodeCursor(entry: { createdAt: Date; id: number }): string {
  return Buffer.from(`${entry.createdAt.toISOString()}_${entry.id}`).toString("base64url");
}

function decodeCursor(cursor: string): { createdAt: Date; id: number } {
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("_");
  const createdAt = new Date(iso ?? "");
  const parsedId = Number(id);
  if (Number.isNaN(createdAt.getTime()) || !Number.isInteger(parsedId))
    throw new AppError("BAD_REQUEST", "That page link is not valid.");
  return { createdAt, id: parsedId };
}

/** GET /api/credits (plan label and balance) and GET /api/credits/ledger (the user's own entries). */
export function creditsRoutes(deps: { credits: CreditsService }) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const summary: CreditSummary = await deps.credits.summary(await requireViewer(c).profileId());
      return c.json(summary);
    })
    .get("/ledger", async (c) => {
      const profileId = await requireViewer(c).profileId();
      const { before } = z.object({ before: z.string().max(200).optional() }).parse(c.req.query());
      const rows = await deps.credits.ledger(
        profileId,
        PAGE_SIZE + 1,
        before ? decodeCursor(before) : undefined,
      );
      const page = rows.slice(0, PAGE_SIZE);
      const last = page.at(-1);
      const body: LedgerPage = {
        entries: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last) : null,
      };
      return c.json(body);
    });
}
