import { createRequire } from "node:module";
import type * as IORedis from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { AppError } from "./app-error.ts";
import type { Logger } from "./logger.ts";

export type LimiterOptions = {
  /** Distinguishes this limiter's keys from others'. */
  name: string;
  /** Allowed events per window. */
  points: number;
  /** Window length in seconds. */
  durationSeconds: number;
  /** Once exhausted, refuse for this long (defaults to the rest of the window). */
  blockSeconds?: number;
};

export type RateLimiters = {
  create: (options: LimiterOptions) => RateLimiterAbstract;
  close: () => Promise<void>;
};

/** ioredis, loaded only when REDIS_URL is set (ADR 0091): most servers never need it. */
function loadRedis(): typeof IORedis.Redis {
  return (createRequire(import.meta.url)("ioredis") as typeof IORedis).Redis;
}

/**
 * Rate limiters backed by Redis when REDIS_URL is set, so limits hold across server processes;
 * otherwise in memory (one process). If Redis becomes unreachable, each process falls back to its
 * own in-memory limiter rather than failing open or refusing every request.
 */
export function createRateLimiters(options: {
  redisUrl: string | undefined;
  logger: Logger;
}): RateLimiters {
  const redis = options.redisUrl
    ? new (loadRedis())(options.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  redis?.on("error", (error) =>
    options.logger.warn({ err: error }, "Redis (rate limits) is unreachable"),
  );
  return {
    create: ({ name, points, durationSeconds, blockSeconds }) => {
      const common = {
        keyPrefix: `outsmart:rl:${name}`,
        points,
        duration: durationSeconds,
        blockDuration: blockSeconds ?? 0,
      };
      if (!redis) return new RateLimiterMemory(common);
      return new RateLimiterRedis({
        ...common,
        storeClient: redis,
        useRedisPackage: false,
        insuranceLimiter: new RateLimiterMemory(common),
      });
    },
    close: async () => {
      await redis?.quit().catch(() => redis.disconnect());
    },
  };
}

/** Seconds until a refused caller may try again. */
export function retryAfterSeconds(result: unknown): number {
  return result instanceof RateLimiterRes ? Math.max(1, Math.ceil(result.msBeforeNext / 1000)) : 60;
}

export function isRateLimitRejection(error: unknown): error is RateLimiterRes {
  return error instanceof RateLimiterRes;
}

/** Spends one point; when none are left, refuses with 429 and a Retry-After the client can show. */
export async function spend(
  limiter: RateLimiterAbstract,
  key: string,
  message = "Too many attempts. Please wait a moment and try again.",
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!isRateLimitRejection(error)) throw error;
    throw new AppError("RATE_LIMITED", message, {
      details: { retryAfterSeconds: retryAfterSeconds(error) },
    });
  }
}
