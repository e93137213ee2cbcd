import type { Clock } from "../../lib/clock.ts";
import type { Logger } from "../../lib/logger.ts";

/**
 * bKash's token pair as stored for every process to share. bKash blocks a merchant that calls the
 * token APIs more than twice an hour (reference §2.3), so the token must outlive processes and be
 * renewed by exactly one of them.
 */
export type StoredToken = {
  /** The account the token belongs to (see `tokenScope`); a token of another scope is ignored. */
  scope: string;
  idToken: string;
  idTokenExpiresAt: Date;
  refreshToken: string;
  /** bKash does not report it; assumed 28 days after the grant that issued the refresh token. */
  refreshTokenExpiresAt: Date;
};

/** The store as seen while holding its lock; a database uses the locking transaction for both. */
export type LockedTokenStore = {
  read(): Promise<StoredToken | undefined>;
  write(token: StoredToken): Promise<void>;
};

/**
 * Where the token lives. `read` is the lock-free fast path taken whenever the cached token is
 * stale. `withLock` runs `fn` holding a lock exclusive across all processes (in PostgreSQL: a
 * transaction that takes `pg_advisory_xact_lock(…)` or `SELECT … FOR UPDATE` on the token row, and
 * commits when `fn` resolves); `fn` re-reads through the handle, so whoever waited for the lock
 * sees the token its predecessor wrote instead of renewing it again.
 */
export type TokenStore = {
  read(): Promise<StoredToken | undefined>;
  withLock<T>(fn: (locked: LockedTokenStore) => Promise<T>): Promise<T>;
};

/** A token as bKash issued it. */
export type IssuedToken = { idToken: string; refreshToken: string; expiresInSeconds: number };

/** The two token calls; each throws `BkashTokenError` when bKash does not issue a token. */
export type TokenSource = {
  grant(): Promise<IssuedToken>;
  refresh(refreshToken: string): Promise<IssuedToken>;
};

export class BkashTokenError extends Error {
  /** bKash's status code, when it answered with one. */
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = "BkashTokenError";
    this.code = code;
  }
}

/** Renew a token this long before it expires (bKash advises renewing at the 50th–55th minute). */
export const renewalMarginMs = 5 * 60 * 1000;
/** bKash does not say when a refresh token expires; it is documented as ~28 days. */
export const refreshTokenLifetimeMs = 28 * 24 * 60 * 60 * 1000;
/** After a failed renewal, wait this long before asking bKash again (protects the hourly limit). */
export const renewalRetryDelayMs = 60 * 1000;

/** Identifies the account a token belongs to, so switching environment or merchant is safe. */
export function tokenScope(parts: {
  baseUrl: string;
  apiVersion: string;
  username: string;
  appKey: string;
}): string {
  return [parts.baseUrl, parts.apiVersion, parts.username, parts.appKey].join(" ");
}

/**
 * Hands out id_tokens while calling bKash's token APIs as rarely as possible:
 * - the id_token is reused until 5 minutes before it expires (memory first, then the store);
 * - then it is refreshed with the refresh token; a grant happens only when there is no usable
 *   refresh token, or the refresh fails;
 * - concurrent callers in one process share one renewal, and processes serialise on the store's
 *   lock and re-read inside it, so a cold start with many callers makes exactly one token call;
 * - `replaceRejected` (after a 401) grants a new token, unless someone already replaced it.
 */
export function createBkashTokenManager(options: {
  store: TokenStore;
  scope: string;
  source: TokenSource;
  clock: Clock;
  logger: Logger;
}) {
  const { store, scope, source, clock, logger } = options;
  let cached: StoredToken | undefined;
  const renewals = new Map<string, Promise<StoredToken>>();
  let lastFailure: { at: number; error: unknown } | undefined;

  function isFresh(token: StoredToken | undefined): token is StoredToken {
    return (
      token !== undefined &&
      token.scope === scope &&
      token.idTokenExpiresAt.getTime() - renewalMarginMs > clock.now().getTime()
    );
  }

  function canRefresh(token: StoredToken | undefined): token is StoredToken {
    return (
      token !== undefined &&
      token.scope === scope &&
      token.refreshTokenExpiresAt.getTime() - renewalMarginMs > clock.now().getTime()
    );
  }

  /** The renewal policy: refresh while the refresh token lasts, grant otherwise or on failure. */
  async function issue(
    current: StoredToken | undefined,
    rejected: string | undefined,
    startedAt: Date,
  ): Promise<StoredToken> {
    const stored = (issued: IssuedToken, refreshTokenExpiresAt: Date): StoredToken => ({
      scope,
      idToken: issued.idToken,
      // Counted from before the request, so the token never outlives our estimate.
      idTokenExpiresAt: new Date(startedAt.getTime() + issued.expiresInSeconds * 1000),
      refreshToken: issued.refreshToken,
      refreshTokenExpiresAt,
    });
    // After a 401 the refresh token is as suspect as the id_token it came with: grant.
    if (rejected === undefined && canRefresh(current)) {
      try {
        const issued = await source.refresh(current.refreshToken);
        logger.info("bKash token refreshed");
        const sameRefreshToken = issued.refreshToken === current.refreshToken;
        return stored(
          issued,
          sameRefreshToken
            ? current.refreshTokenExpiresAt
            : new Date(startedAt.getTime() + refreshTokenLifetimeMs),
        );
      } catch (error) {
        logger.warn({ err: error }, "bKash token refresh failed; granting a new token");
      }
    }
    const issued = await source.grant();
    logger.info({ afterRejection: rejected !== undefined }, "bKash token granted");
    return stored(issued, new Date(startedAt.getTime() + refreshTokenLifetimeMs));
  }

  /** Calls bKash, but not again within `renewalRetryDelayMs` of a failure. */
  async function callBkash(current: StoredToken | undefined, rejected: string | undefined) {
    const startedAt = clock.now();
    if (lastFailure && startedAt.getTime() - lastFailure.at < renewalRetryDelayMs)
      throw lastFailure.error;
    try {
      const token = await issue(current, rejected, startedAt);
      lastFailure = undefined;
      return token;
    } catch (error) {
      lastFailure = { at: clock.now().getTime(), error };
      logger.error({ err: error }, "bKash token grant failed");
      throw error;
    }
  }

  async function renew(rejected: string | undefined): Promise<StoredToken> {
    const usable = (token: StoredToken | undefined): token is StoredToken =>
      isFresh(token) && token.idToken !== rejected;
    const shared = await store.read();
    if (usable(shared)) return shared;
    return await store.withLock(async (locked) => {
      const current = await locked.read();
      if (usable(current)) return current;
      const next = await callBkash(current, rejected);
      await locked.write(next);
      return next;
    });
  }

  /** One renewal at a time per rejected token (or none), shared by every caller in the process. */
  function sharedRenewal(rejected: string | undefined): Promise<StoredToken> {
    const key = rejected ?? "";
    let renewal = renewals.get(key);
    if (!renewal) {
      renewal = renew(rejected)
        .then((token) => (cached = token))
        .finally(() => renewals.delete(key));
      renewals.set(key, renewal);
    }
    return renewal;
  }

  return {
    async getIdToken(): Promise<string> {
      if (isFresh(cached)) return cached.idToken;
      return (await sharedRenewal(undefined)).idToken;
    },

    /** A token other than `rejected`, which bKash just refused with 401. */
    async replaceRejected(rejected: string): Promise<string> {
      if (isFresh(cached) && cached.idToken !== rejected) return cached.idToken;
      return (await sharedRenewal(rejected)).idToken;
    },
  };
}

export type BkashTokenManager = ReturnType<typeof createBkashTokenManager>;
