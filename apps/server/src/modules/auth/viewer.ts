import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Logger } from "../../lib/logger.ts";
import { deleteSession, touchSession } from "../accounts/accounts.queries.ts";
import { getOrCreateProfile } from "../accounts/profiles.queries.ts";
import { type Auth, SESSION_ABSOLUTE_LIFETIME_MS } from "./auth.ts";
import { visibleEmail } from "@outsmart/contracts/account";

/** The signed-in user making a request, as our routes see them. */
export type Viewer = {
  userId: string;
  sessionId: string;
  sessionCreatedAt: Date;
  reauthenticatedAt: Date | null;
  email: string | undefined;
  firstName: string;
  lastName: string;
  /** The seed's profile id (generations, ledger and payments hang off it); resolved on first use. */
  profileId: () => Promise<string>;
};

const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * Resolves the session cookie (if any) into `c.var.viewer`. Sessions past their absolute lifetime
 * are ended here, whatever Better Auth's sliding expiry says.
 */
export function viewerMiddleware(deps: {
  auth: Auth;
  db: Database;
  clock: Clock;
  logger: Logger;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.req.header("cookie")) return next();
    const result = await deps.auth.api
      .getSession({ headers: c.req.raw.headers, query: { disableRefresh: true } })
      .catch(() => null);
    if (result) {
      const now = deps.clock.now();
      const { session, user } = result;
      const createdAt = new Date(session.createdAt);
      if (now.getTime() - createdAt.getTime() > SESSION_ABSOLUTE_LIFETIME_MS) {
        await deleteSession(deps.db, user.id, session.id);
      } else {
        const extra = user as typeof user & { firstName?: string | null; lastName?: string | null };
        let profileId: Promise<string> | undefined;
        c.set("viewer", {
          userId: user.id,
          sessionId: session.id,
          sessionCreatedAt: createdAt,
          reauthenticatedAt:
            (session as { reauthenticatedAt?: Date | null }).reauthenticatedAt ?? null,
          email: visibleEmail(user.email),
          firstName: extra.firstName ?? "",
          lastName: extra.lastName ?? "",
          profileId: () =>
            (profileId ??= getOrCreateProfile(deps.db, {
              userId: user.id,
              email: visibleEmail(user.email) ?? null,
              firstName: extra.firstName ?? null,
              lastName: extra.lastName ?? null,
            })),
        });
        touchSession(deps.db, session.id, now, LAST_SEEN_RESOLUTION_MS).catch((error: unknown) =>
          deps.logger.warn({ err: error }, "Could not record session activity"),
        );
      }
    }
    return next();
  };
}

/** The signed-in viewer, or a 401 in the seed's envelope. */
export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get("viewer");
  if (!viewer) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  return viewer;
}
