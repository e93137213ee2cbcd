import { refineRequestSchema } from "@outsmart/contracts/generation-refine";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { readJson } from "../../http/validate.ts";
import { requireViewer } from "../accounts/viewer.ts";
import type { Refiner } from "./refine.service.ts";

/**
 * GET /api/generations/:id/refine (what a refine would cost) and POST /api/generations/:id/refine
 * (a new version, charged like a generation), over the caller's own text results only (ADR 0078).
 */
export function refineRoutes(deps: { refiner: Refiner }) {
  return new Hono<AppEnv>()
    .get("/:id/refine", async (c) => {
      const profileId = await requireViewer(c).profileId();
      c.header("Cache-Control", "no-store");
      return c.json(await deps.refiner.quote(profileId, c.req.param("id")));
    })
    .post("/:id/refine", async (c) => {
      const profileId = await requireViewer(c).profileId();
      const body = await readJson(c, refineRequestSchema);
      return c.json(
        await deps.refiner.refine(profileId, c.req.param("id"), body, c.req.raw.signal),
        201,
      );
    });
}
