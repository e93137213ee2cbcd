import { type ApiError, apiError } from "./error-codes.ts";
import { newIdToken, newRefreshToken } from "./wire-format.ts";

export type SandboxCredentials = {
  username: string;
  password: string;
  appKey: string;
  appSecret: string;
};

export type SandboxClock = { now(): Date };

/** The success body of grant and refresh, in both API families (reference §2.1). */
export type TokenReply = {
  id_token: string;
  token_type: "Bearer";
  expires_in: number;
  refresh_token: string;
};

export type TokenRequest = {
  username: string | undefined;
  password: string | undefined;
  appKey: unknown;
  appSecret: unknown;
};

const idTokenLifetimeSeconds = 3600;
const refreshTokenLifetimeMs = 28 * 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

/**
 * Issues, refreshes and checks tokens the way bKash's gateway does: id_tokens live an hour,
 * refresh tokens ~28 days, and more than `tokenCallLimit` grant+refresh calls within an hour
 * block the app key for an hour. Tokens are recognised by lookup, so `revokeAll` can make every
 * outstanding token fail at once, as a credential reset at bKash would.
 */
export function createTokenAuthority(options: {
  credentials: SandboxCredentials;
  clock: SandboxClock;
  tokenCallLimit: number;
}) {
  const { credentials, clock, tokenCallLimit } = options;
  const idTokens = new Map<string, { expiresAt: number }>();
  const refreshTokens = new Map<string, { expiresAt: number }>();
  const counts = { grant: 0, refresh: 0 };
  let recentCalls: number[] = [];
  let blockedUntil = 0;

  function checkCredentials(request: TokenRequest): ApiError | undefined {
    // The real sandbox answers an unknown user with exactly this text; the others are invented.
    if (request.username !== credentials.username)
      return apiError("9999", "Username does not exist");
    if (request.password !== credentials.password)
      return apiError("9999", "Invalid username or password");
    if (request.appKey !== credentials.appKey) return apiError("2001");
    if (request.appSecret !== credentials.appSecret) return apiError("9999", "Invalid app secret");
    return undefined;
  }

  /** Meters one token call against the hourly limit; the block's wire shape is invented. */
  function meter(): ApiError | undefined {
    if (!Number.isFinite(tokenCallLimit)) return undefined;
    const now = clock.now().getTime();
    if (now < blockedUntil) return blockedError();
    recentCalls = recentCalls.filter((at) => at > now - hourMs);
    if (recentCalls.length >= tokenCallLimit) {
      blockedUntil = now + hourMs;
      return blockedError();
    }
    recentCalls.push(now);
    return undefined;
  }

  /** Forgets expired tokens, so a long-running sandbox does not accumulate them. */
  function prune(now: number): void {
    for (const [token, { expiresAt }] of idTokens) if (expiresAt <= now) idTokens.delete(token);
    for (const [token, { expiresAt }] of refreshTokens)
      if (expiresAt <= now) refreshTokens.delete(token);
  }

  function issue(refreshToken: string): TokenReply {
    const issuedAt = clock.now();
    prune(issuedAt.getTime());
    const idToken = newIdToken({
      username: credentials.username,
      appKey: credentials.appKey,
      issuedAt,
      lifetimeSeconds: idTokenLifetimeSeconds,
    });
    idTokens.set(idToken, { expiresAt: issuedAt.getTime() + idTokenLifetimeSeconds * 1000 });
    return {
      id_token: idToken,
      token_type: "Bearer",
      expires_in: idTokenLifetimeSeconds,
      refresh_token: refreshToken,
    };
  }

  return {
    grant(request: TokenRequest): TokenReply | ApiError {
      counts.grant += 1;
      const refused = checkCredentials(request) ?? meter();
      if (refused) return refused;
      const refreshToken = newRefreshToken();
      refreshTokens.set(refreshToken, {
        expiresAt: clock.now().getTime() + refreshTokenLifetimeMs,
      });
      return issue(refreshToken);
    },

    /** Returns a new id_token and the same refresh token, which keeps its original expiry. */
    refresh(request: TokenRequest & { refreshToken: unknown }): TokenReply | ApiError {
      counts.refresh += 1;
      const refused = checkCredentials(request) ?? meter();
      if (refused) return refused;
      const stored =
        typeof request.refreshToken === "string"
          ? refreshTokens.get(request.refreshToken)
          : undefined;
      if (!stored || stored.expiresAt <= clock.now().getTime())
        return apiError("9999", "Invalid refresh token");
      return issue(request.refreshToken as string);
    },

    /**
     * Gateway check of an API call: `unauthorized` (HTTP 401) for a missing, unknown or expired
     * id_token, sent raw or with a `Bearer ` prefix; 2001 for a wrong X-APP-Key.
     */
    authenticate(
      authorization: string | undefined,
      appKey: string | undefined,
    ): "ok" | "unauthorized" | ApiError {
      const token = authorization?.replace(/^Bearer\s+/i, "").trim();
      const stored = token ? idTokens.get(token) : undefined;
      if (!stored || stored.expiresAt <= clock.now().getTime()) return "unauthorized";
      if (appKey !== credentials.appKey) return apiError("2001");
      return "ok";
    },

    revokeAll(): void {
      idTokens.clear();
      refreshTokens.clear();
    },

    /** Token calls received (including refused ones), by kind. */
    counts(): { grant: number; refresh: number } {
      return { ...counts };
    },
  };
}

export type TokenAuthority = ReturnType<typeof createTokenAuthority>;

function blockedError(): ApiError {
  return apiError(
    "9999",
    "Token API call limit exceeded; this app key is blocked for one hour (sandbox)",
  );
}
