import { LRUCache } from "lru-cache";
import type { ChangeFeed, RowsChanged } from "./change-feed.ts";

/**
 * Database reads kept in memory for as long as the database says nothing behind them changed
 * (ADR 0018). Answers from memory only while the change feed is live; `onChange` decides which
 * entries a notice drops. A load that started before any notice is not stored (an "epoch" counts
 * notices), so a slow read can never put back what a change has just dropped.
 */
export class CachedRows<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  readonly #entries: LRUCache<K, V>;
  readonly #feed: ChangeFeed;
  #epoch = 0;

  constructor(options: {
    feed: ChangeFeed;
    /** Most entries kept; the least recently used go first. */
    max: number;
    /** A backstop: entries are dropped after this long even without a notice. */
    ttlMs: number;
    /** Which entries a notice makes stale; `table: "*"` notices always drop everything. */
    staleAfter: (change: RowsChanged, key: K, value: V) => boolean;
  }) {
    this.#feed = options.feed;
    this.#entries = new LRUCache<K, V>({ max: options.max, ttl: options.ttlMs });
    options.feed.subscribe((change) => {
      this.#epoch += 1;
      if (change.table === "*") {
        this.#entries.clear();
        return;
      }
      this.#drop((key, value) => options.staleAfter(change, key, value));
    });
  }

  /** The remembered value, or `load()`'s (remembered unless a notice arrived meanwhile). */
  async get(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (this.#feed.isLive()) {
      const hit = this.#entries.get(key);
      if (hit !== undefined) return hit;
    }
    const epoch = this.#epoch;
    const value = await load();
    if (value !== undefined && this.#feed.isLive() && epoch === this.#epoch)
      this.#entries.set(key, value);
    return value;
  }

  /** The remembered value, without loading or refreshing its place (undefined when not live). */
  peek(key: K): V | undefined {
    return this.#feed.isLive() ? this.#entries.peek(key) : undefined;
  }

  /**
   * Replaces a remembered value with what the caller has just read or written itself (if it is
   * still remembered); for hints only, since a notice may have dropped a newer copy meanwhile.
   */
  patch(key: K, update: (value: V) => V): void {
    const value = this.#entries.peek(key);
    if (value !== undefined) this.#entries.set(key, update(value), { noUpdateTTL: true });
  }

  /** Forgets entries now, without waiting for the database's notice (read-your-own-writes). */
  forget(matches: (key: K, value: V) => boolean): void {
    this.#epoch += 1;
    this.#drop(matches);
  }

  #drop(matches: (key: K, value: V) => boolean): void {
    const stale = [...this.#entries.entries()].filter(([key, value]) => matches(key, value));
    for (const [key] of stale) this.#entries.delete(key);
  }
}
