import type { ContactRequest, SiteInfo } from "@outsmart/contracts/site";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { type RateLimiters, spend } from "../../lib/rate-limit.ts";
import { insertContactMessage } from "./contact.queries.ts";

export type ContactLimits = {
  /** Messages one IP address may send… */
  perIp: number;
  /** …per this many seconds. */
  windowSeconds: number;
  /** Messages the whole site accepts per window, so a botnet cannot fill the database. */
  total: number;
};

export const defaultContactLimits: ContactLimits = { perIp: 5, windowSeconds: 60 * 60, total: 500 };

export type SiteService = ReturnType<typeof createSiteService>;

/** The public site's server side: who runs it, and the contact form (stored, rate-limited). */
export function createSiteService(deps: {
  db: Database;
  operator: { name: string; email: string };
  rateLimiters: RateLimiters;
  limits?: ContactLimits;
  logger: Logger;
}) {
  const limits = deps.limits ?? defaultContactLimits;
  const byIp: RateLimiterAbstract = deps.rateLimiters.create({
    name: "contact-ip",
    points: limits.perIp,
    durationSeconds: limits.windowSeconds,
  });
  const overall: RateLimiterAbstract = deps.rateLimiters.create({
    name: "contact-all",
    points: limits.total,
    durationSeconds: limits.windowSeconds,
  });
  const tooMany =
    "You have sent several messages recently. Please wait a while before sending another, or e-mail us.";

  return {
    info(): SiteInfo {
      return { operatorName: deps.operator.name, contactEmail: deps.operator.email };
    },

    async receiveContactMessage(
      input: ContactRequest,
      sender: { ip: string; userAgent: string | undefined },
    ): Promise<{ id: string; receivedAt: string }> {
      await spend(byIp, sender.ip, tooMany);
      await spend(overall, "all", tooMany);
      const stored = await insertContactMessage(deps.db, {
        ...input,
        ip: sender.ip === "unknown" ? null : sender.ip,
        userAgent: sender.userAgent?.slice(0, 500) ?? null,
      });
      deps.logger.info({ contactMessageId: stored.id }, "Contact message received");
      return { id: stored.id, receivedAt: stored.createdAt.toISOString() };
    },
  };
}
