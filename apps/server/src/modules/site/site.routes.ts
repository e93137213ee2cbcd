import {
  type ContactResponse,
  contactRequestSchema,
  type SiteInfo,
} from "@outsmart/contracts/site";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import { readJson } from "../../http/validate.ts";
import { clientIp } from "../../lib/client-ip.ts";
import type { SiteService } from "./site.service.ts";

/** GET /api/site (operator name and contact e-mail) and POST /api/contact (the contact form). */
export function siteRoutes(deps: { service: SiteService; trustProxy: boolean }) {
  return new Hono<AppEnv>()
    .get("/site", (c) => {
      const body: SiteInfo = deps.service.info();
      c.header("Cache-Control", "public, max-age=300");
      return c.json(body);
    })
    .post("/contact", async (c) => {
      const input = await readJson(c, contactRequestSchema);
      const stored = await deps.service.receiveContactMessage(input, {
        ip: clientIp(c, deps.trustProxy),
        userAgent: c.req.header("user-agent"),
      });
      const body: ContactResponse = { success: true, ...stored };
      return c.json(body, 201);
    });
}
