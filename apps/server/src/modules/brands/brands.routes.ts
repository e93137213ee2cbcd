import { brandKitInputSchema } from "@outsmart/contracts/brand-kit";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { readJson } from "../../http/validate.ts";
import { requireViewer } from "../accounts/viewer.ts";
import type { BrandsService } from "./brands.service.ts";

/**
 * /api/brand-kits: the caller's brand kits (issue 16). GET / lists them, POST / creates one,
 * GET/PUT/DELETE /:id reads, replaces or deletes one, POST /:id/duplicate copies one. Another
 * user's kit id answers 404 on every route, as an id that does not exist does.
 */
export function brandsRoutes(deps: { brands: BrandsService }) {
  const { brands } = deps;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await brands.list(await requireViewer(c).profileId())))
    .post("/", async (c) => {
      const profileId = await requireViewer(c).profileId();
      const fields = await readJson(c, brandKitInputSchema);
      return c.json(await brands.create(profileId, fields), 201);
    })
    .get("/:id", async (c) => {
      const profileId = await requireViewer(c).profileId();
      return c.json(await brands.get(profileId, c.req.param("id")));
    })
    .put("/:id", async (c) => {
      const profileId = await requireViewer(c).profileId();
      const fields = await readJson(c, brandKitInputSchema);
      return c.json(await brands.update(profileId, c.req.param("id"), fields));
    })
    .post("/:id/duplicate", async (c) => {
      const profileId = await requireViewer(c).profileId();
      return c.json(await brands.duplicate(profileId, c.req.param("id")), 201);
    })
    .delete("/:id", async (c) => {
      const profileId = await requireViewer(c).profileId();
      await brands.remove(profileId, c.req.param("id"));
      return c.body(null, 204);
    });
}
