import { createGenerationVersionSchema } from "@outsmart/contracts/generation-versions";
import {
  exportGenerationQuerySchema,
  listGenerationsQuerySchema,
  updateGenerationSchema,
} from "@outsmart/contracts/generations";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { readJson } from "../../http/validate.ts";
import { requireViewer } from "../accounts/viewer.ts";
import type { BrandsService } from "../brands/brands.service.ts";
import type { GenerationsService } from "./generations.service.ts";

/**
 * GET /api/generations (the history, keyset-paginated), GET /api/generations/stats,
 * GET/PATCH/DELETE /api/generations/:id (PATCH stars or titles it), GET/POST
 * /api/generations/:id/versions and GET /api/generations/:id/export?format=…&version=…, all over
 * the caller's own records only.
 */
export function generationsRoutes(deps: {
  generations: GenerationsService;
  brands: Pick<BrandsService, "assertOwned">;
}) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const profileId = await requireViewer(c).profileId();
      const query = listGenerationsQuerySchema.parse(c.req.query());
      // Filtering by a kit that is not the caller's answers 404, as every route taking a kit id does.
      if (query.brand_kit) await deps.brands.assertOwned(profileId, query.brand_kit);
      return c.json(
        await deps.generations.list(profileId, {
          limit: query.limit,
          ...(query.tool ? { tool: query.tool } : {}),
          ...(query.language ? { language: query.language } : {}),
          ...(query.brand_kit ? { brandKit: query.brand_kit } : {}),
          ...(query.favourite ? { favourite: true } : {}),
          ...(query.q ? { search: query.q } : {}),
          ...(query.before ? { before: query.before } : {}),
        }),
      );
    })
    .get("/stats", async (c) => {
      const profileId = await requireViewer(c).profileId();
      return c.json(await deps.generations.stats(profileId));
    })
    .get("/:id", async (c) => {
      const profileId = await requireViewer(c).profileId();
      return c.json(await deps.generations.get(profileId, c.req.param("id")));
    })
    .get("/:id/export", async (c) => {
      const profileId = await requireViewer(c).profileId();
      const { format, version } = exportGenerationQuerySchema.parse(c.req.query());
      const file = await deps.generations.exportFile(profileId, c.req.param("id"), format, version);
      return c.body(file.body, 200, {
        "Content-Type": file.mediaType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "Cache-Control": "private, no-store",
      });
    })
    .patch("/:id", async (c) => {
      const profileId = await requireViewer(c).profileId();
      const body = await readJson(c, updateGenerationSchema);
      return c.json(await deps.generations.mark(profileId, c.req.param("id"), body));
    })
    .get("/:id/versions", async (c) => {
      const profileId = await requireViewer(c).profileId();
      return c.json(await deps.generations.versions(profileId, c.req.param("id")));
    })
    .post("/:id/versions", async (c) => {
      const profileId = await requireViewer(c).profileId();
      const { content } = await readJson(c, createGenerationVersionSchema);
      return c.json(await deps.generations.addEdit(profileId, c.req.param("id"), content), 201);
    })
    .delete("/:id", async (c) => {
      const profileId = await requireViewer(c).profileId();
      await deps.generations.remove(profileId, c.req.param("id"));
      return c.body(null, 204);
    });
}
