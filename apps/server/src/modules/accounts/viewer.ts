import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { visibleEmail } from "@outsmart/contracts/account";
import { CachedRows } from "../../db/cached-rows.ts";
import type { ChangeFeed } from "../../db/change-feed.ts";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Logger } from "../../lib/logger.ts";
import { type Auth, SESSION_ABSOLUTE_LIFETIME_MS } from "../auth/auth.ts";
import { getOrCreateProfile } from "../auth/profiles.queries.ts";
import { deleteSession, touchSession } from "./accounts.queries.ts";

/** The signed-in user making a request, as our routes see them. */
export type Viewer = {
  userId: string;
  sessionId: string;
  sessionCreatedAt: Date;
  reauthenticatedAt: Date | null;
  email: string | undefined;
  firstName: string;
  lastName: string;
  /** May use the operator console (requireOperator in modules/console checks it). */
  operator: boolean;
  /** Whether the account has two-step verification on (operators then confirm money actions with a code). */
  twoFactorEnabled: boolean;
  /** The seed's profile id (generations, ledger and payments hang off it); resolved on first use. */
  profileId: () => Promise<string>;
};

const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

type SessionResult = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

/** A checked session as remembered in memory, with the profile id once it has been looked up. */
type RememberedSession = SessionResult & { profileId?: string };

/**
 * Resolves the session cookie (if any) into `c.var.viewer`. Sessions past their absolute lifetime
 * are ended here, whatever Better Auth's sliding expiry says.
 *
 * Checked sessions are remembered in memory, keyed by the signed cookie value, until the database
 * reports that the session or its user changed (ADR 0018): a request then needs no query at all to
 * know who is asking. `forgetOnChange` drops the caller's remembered sessions as soon as one of
 * their own account requests has run, without waiting for the database's notice.
 */
export function createViewerResolver(deps: {
  auth: Auth;
  db: Database;
  changes: ChangeFeed;
  clock: Clock;
  logger: Logger;
}): {
  resolve: MiddlewareHandler<AppEnv>;
  forgetOnChange: MiddlewareHandler<AppEnv>;
  forgetUser: (userId: string) => void;
} {
  const remembered = new CachedRows<string, RememberedSession>({
    feed: deps.changes,
    max: 20_000,
    ttlMs: 10 * 60 * 1000,
    staleAfter: (change, _token, { session, user }) =>
      (change.table === "sessions" && (change.ids?.has(session.id) ?? true)) ||
      (change.table === "users" && (change.ids?.has(user.id) ?? true)),
  });
  const cookieName = deps.auth.$context.then((context) => context.authCookies.sessionToken.name);
  const sessionCookie = async (c: Context<AppEnv>) => getCookie(c, await cookieName);

  const resolve: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = await sessionCookie(c);
    if (!token) return next();
    const result = await remembered.get(
      token,
      async () =>
        (await deps.auth.api
          .getSession({ headers: c.req.raw.headers, query: { disableRefresh: true } })
          .catch(() => null)) ?? undefined,
    );
    const now = deps.clock.now();
    if (!result || new Date(result.session.expiresAt) <= now) return next();
    const { session, user } = result;
    const createdAt = new Date(session.createdAt);
    if (now.getTime() - createdAt.getTime() > SESSION_ABSOLUTE_LIFETIME_MS) {
      await deleteSession(deps.db, user.id, session.id);
      return next();
    }
    const extra = user as typeof user & {
      firstName?: string | null;
      lastName?: string | null;
      operator?: boolean | null;
      suspendedAt?: Date | string | null;
      twoFactorEnabled?: boolean | null;
    };
    // Suspending ends the account's sessions (modules/console); this covers a session that a
    // sign-in racing the suspension created: a suspended account is never signed in.
    if (extra.suspendedAt) return next();
    let profileId: Promise<string> | undefined;
    c.set("viewer", {
      userId: user.id,
      sessionId: session.id,
      sessionCreatedAt: createdAt,
      reauthenticatedAt: (session as { reauthenticatedAt?: Date | null }).reauthenticatedAt ?? null,
      email: visibleEmail(user.email),
      firstName: extra.firstName ?? "",
      lastName: extra.lastName ?? "",
      operator: extra.operator === true,
      twoFactorEnabled: extra.twoFactorEnabled === true,
      profileId: () =>
        (profileId ??= result.profileId
          ? Promise.resolve(result.profileId)
          : getOrCreateProfile(deps.db, {
              userId: user.id,
              email: visibleEmail(user.email) ?? null,
              firstName: extra.firstName ?? null,
              lastName: extra.lastName ?? null,
            }).then((id) => (result.profileId = id))),
    });
    // Last seen is kept to 5-minute resolution: most requests need no write (and the write's
    // notice drops the remembered session, which the next request reads back with the new time).
    if (now.getTime() - new Date(session.updatedAt).getTime() > LAST_SEEN_RESOLUTION_MS)
      touchSession(deps.db, session.id, now, LAST_SEEN_RESOLUTION_MS).catch((error: unknown) =>
        deps.logger.warn({ err: error }, "Could not record session activity"),
      );
    return next();
  };

  const forgetOnChange: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const token = await sessionCookie(c);
    const userId = token ? remembered.peek(token)?.user.id : undefined;
    try {
      await next();
    } finally {
      if (token)
        remembered.forget((key, { user }) => key === token || (userId ?? null) === user.id);
    }
  };

  /**
   * Drops every remembered session of the user in this process at once (an operator suspended
   * them); other processes drop theirs when the database's notice arrives.
   */
  const forgetUser = (userId: string) => remembered.forget((_key, { user }) => user.id === userId);

  return { resolve, forgetOnChange, forgetUser };
}

/** The signed-in viewer, or a 401 in the seed's envelope. */
export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get("viewer");
  if (!viewer) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  return viewer;
}
