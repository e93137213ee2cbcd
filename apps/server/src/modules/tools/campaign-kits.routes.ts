import {
  kitQuoteQuerySchema,
  kitRunRequestSchema,
} from "@outsmart/contracts/campaign-kit-requests";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../http/app-env.ts";
import { whenClientGone } from "../../http/client-gone.ts";
import { readJson } from "../../http/validate.ts";
import { AppError } from "../../lib/app-error.ts";
import { requireViewer } from "../accounts/viewer.ts";
import type { CampaignKitRunner } from "./campaign-kits.service.ts";

/**
 * Campaign kits (ADR 0085), under /api:
 * - GET /campaign-kits/:id/quote: the whole kit's cost with the chosen model, and the plan's say.
 * - POST /campaign-kits/:id/run: refusals (400, 402, 403, 404) as plain JSON; then a stream of
 *   server-sent events, as a tool's generate: `campaign`, then per step `step`, `delta`…,
 *   `step-done` or `step-error`, and `done` with the campaign's outcome.
 * - GET /campaigns/:id: one of the caller's campaigns with its steps.
 */
export function campaignKitsRoutes(deps: { kits: CampaignKitRunner }) {
  return new Hono<AppEnv>()
    .get("/campaign-kits/:id/quote", async (c) => {
      const viewer = requireViewer(c);
      const parsed = kitQuoteQuerySchema.safeParse(c.req.query());
      if (!parsed.success)
        throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "Invalid query.");
      const { model, language, brand_kit_id: brandKitId, brief } = parsed.data;
      c.header("Cache-Control", "no-store");
      return c.json(
        await deps.kits.quote(viewer, c.req.param("id"), {
          model,
          language,
          brandKitId,
          briefLanguage: brief,
        }),
      );
    })
    .post("/campaign-kits/:id/run", async (c) => {
      const viewer = requireViewer(c);
      const body = await readJson(c, kitRunRequestSchema);
      const { run } = await deps.kits.prepare(viewer, c.req.param("id"), body);
      const client = whenClientGone(c);
      return streamSSE(c, async (stream) => {
        stream.onAbort(client.abort);
        let writes = Promise.resolve();
        try {
          await run(client.signal, (event) => {
            writes = writes
              .then(() => stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) }))
              .catch(() => {});
            return writes;
          });
          await writes;
        } finally {
          client.release();
        }
      });
    })
    .get("/campaigns/:id", async (c) => {
      const profileId = await requireViewer(c).profileId();
      c.header("Cache-Control", "no-store");
      return c.json(await deps.kits.view(profileId, c.req.param("id")));
    });
}
