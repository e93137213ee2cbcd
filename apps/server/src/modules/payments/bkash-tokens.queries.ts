import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bkashTokens } from "../../db/schema/bkash-tokens.ts";
import type {
  LockedTokenStore,
  StoredToken,
  TokenStore,
} from "../../integrations/bkash/bkash-token-manager.ts";
import type { Executor } from "../../db/client.ts";

const ROW_ID = "bkash";
// Any constant: the same for every process renewing the token.
const LOCK_KEY = 7_411_043_202;

async function readToken(db: Executor): Promise<StoredToken | undefined> {
  const [row] = await db.select().from(bkashTokens).where(eq(bkashTokens.id, ROW_ID));
  return row
    ? {
        scope: row.scope,
        idToken: row.idToken,
        idTokenExpiresAt: row.idTokenExpiresAt,
        refreshToken: row.refreshToken,
        refreshTokenExpiresAt: row.refreshTokenExpiresAt,
      }
    : undefined;
}

/**
 * The bKash token in PostgreSQL, so every process shares one token and only one renews it at a
 * time: `withLock` holds a transaction-scoped advisory lock while the token manager re-reads,
 * renews and writes (reference §10 pitfall 1: grant storms get merchants blocked).
 */
export function createBkashTokenStore(db: Database): TokenStore {
  return {
    read: () => readToken(db),
    withLock: async (fn) =>
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
        const locked: LockedTokenStore = {
          read: () => readToken(tx),
          write: async (token) => {
            const values = { ...token, updatedAt: new Date() };
            await tx
              .insert(bkashTokens)
              .values({ id: ROW_ID, ...values })
              .onConflictDoUpdate({ target: bkashTokens.id, set: values });
          },
        };
        return await fn(locked);
      }),
  };
}
