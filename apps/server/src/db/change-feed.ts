import pg from "pg";
import type { Logger } from "../lib/logger.ts";

/** The PostgreSQL channel the cache triggers of migration 0009 notify on. */
export const CACHE_CHANNEL = "outsmart_cache";

/**
 * Rows that changed in a table whose rows some process may hold in memory. `ids: null` means "any
 * row of this table": too many changed to list, or the table was truncated. `table: "*"` means
 * "anything": the feed lost or regained its connection, so notices may have been missed.
 */
export type RowsChanged = { table: string; ids: ReadonlySet<string> | null };

export type ChangeFeed = {
  /** Registers a listener and, on the first one, starts listening. */
  subscribe(listener: (change: RowsChanged) => void): void;
  /** True while notices are being received: only then may memory answer instead of the database. */
  isLive(): boolean;
  close(): Promise<void>;
};

/** For code that runs without caches (operator commands): never live, so every read is fresh. */
export const noChangeFeed: ChangeFeed = {
  subscribe: () => {},
  isLive: () => false,
  close: async () => {},
};

const EVERYTHING: RowsChanged = { table: "*", ids: null };

function parseNotice(payload: string | undefined): RowsChanged {
  try {
    const notice = JSON.parse(payload ?? "") as { table?: unknown; ids?: unknown };
    if (typeof notice.table !== "string") return EVERYTHING;
    const ids = Array.isArray(notice.ids) ? new Set(notice.ids.map(String)) : null;
    return { table: notice.table, ids };
  } catch {
    return EVERYTHING;
  }
}

/**
 * Listens on one dedicated connection for the cache triggers' notices (ADR 0018). If the connection
 * drops, every listener hears "anything changed" and the feed stops being live until it has
 * reconnected (retrying with a growing pause), so no cache answers from memory while notices could
 * be missed.
 */
export function createChangeFeed(options: {
  connectionString: string;
  logger: Logger;
  /** First pause before reconnecting; doubles up to 30 s. */
  retryMs?: number;
}): ChangeFeed {
  const listeners: Array<(change: RowsChanged) => void> = [];
  const firstRetryMs = options.retryMs ?? 500;
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let started = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;

  const emit = (change: RowsChanged) => {
    for (const listener of listeners) listener(change);
  };

  const lost = (connection: pg.Client, error?: unknown) => {
    if (connection !== client) return;
    client = undefined;
    if (live) {
      live = false;
      emit(EVERYTHING);
    }
    connection.end().catch(() => {});
    if (closed) return;
    options.logger.warn(
      { err: error, retryMs },
      "Lost the database's change notices; caches are off until they are back",
    );
    retryTimer = setTimeout(connect, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const connection = new pg.Client({
      connectionString: options.connectionString,
      application_name: "outsmart-changes",
    });
    client = connection;
    connection.on("error", (error) => lost(connection, error));
    connection.on("end", () => lost(connection));
    connection.on("notification", (message) => {
      if (message.channel === CACHE_CHANNEL) emit(parseNotice(message.payload));
    });
    try {
      await connection.connect();
      await connection.query(`listen ${CACHE_CHANNEL}`);
    } catch (error) {
      lost(connection, error);
      return;
    }
    if (connection !== client || closed) return;
    retryMs = firstRetryMs;
    live = true;
    // Anything loaded while no notices arrived may already be stale.
    emit(EVERYTHING);
  }

  return {
    subscribe(listener) {
      listeners.push(listener);
      if (!started) {
        started = true;
        void connect();
      }
    },
    isLive: () => live,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      live = false;
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => {});
    },
  };
}
