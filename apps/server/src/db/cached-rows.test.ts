import { describe, expect, it, vi } from "vitest";
import { CachedRows } from "./cached-rows.ts";
import type { ChangeFeed, RowsChanged } from "./change-feed.ts";

function fakeFeed(live = true) {
  const listeners: Array<(change: RowsChanged) => void> = [];
  const feed: ChangeFeed & { live: boolean; notify: (change: RowsChanged) => void } = {
    live,
    subscribe: (listener) => void listeners.push(listener),
    isLive: () => feed.live,
    close: async () => {},
    notify: (change) => listeners.forEach((listener) => listener(change)),
  };
  return feed;
}

function namesCache(feed: ChangeFeed) {
  return new CachedRows<string, { name: string }>({
    feed,
    max: 100,
    ttlMs: 60_000,
    staleAfter: (change, key) => change.table === "users" && (change.ids?.has(key) ?? true),
  });
}

describe("CachedRows", () => {
  it("answers from memory while the feed is live, and only then", async () => {
    const feed = fakeFeed();
    const cache = namesCache(feed);
    const load = vi.fn(async () => ({ name: "Nadia" }));
    await cache.get("u1", load);
    expect(await cache.get("u1", load)).toEqual({ name: "Nadia" });
    expect(load).toHaveBeenCalledTimes(1);

    feed.live = false;
    await cache.get("u1", load);
    await cache.get("u1", load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(cache.peek("u1")).toBeUndefined();
  });

  it("drops exactly the entries a notice names, everything on `ids: null` or `*`", async () => {
    const feed = fakeFeed();
    const cache = namesCache(feed);
    for (const id of ["u1", "u2", "u3"]) await cache.get(id, async () => ({ name: id }));

    feed.notify({ table: "users", ids: new Set(["u2"]) });
    expect([cache.peek("u1"), cache.peek("u2"), cache.peek("u3")]).toEqual([
      { name: "u1" },
      undefined,
      { name: "u3" },
    ]);
    feed.notify({ table: "sessions", ids: null });
    expect(cache.peek("u1")).toEqual({ name: "u1" });
    feed.notify({ table: "users", ids: null });
    expect(cache.peek("u1")).toBeUndefined();

    await cache.get("u1", async () => ({ name: "u1" }));
    feed.notify({ table: "*", ids: null });
    expect(cache.peek("u1")).toBeUndefined();
  });

  it("does not keep a load that a notice overtook", async () => {
    const feed = fakeFeed();
    const cache = namesCache(feed);
    let finish: (value: { name: string }) => void = () => {};
    const slow = cache.get("u1", () => new Promise((resolve) => (finish = resolve)));
    feed.notify({ table: "users", ids: new Set(["u9"]) }); // any notice: the read may predate it
    finish({ name: "old" });
    expect(await slow).toEqual({ name: "old" });
    expect(cache.peek("u1")).toBeUndefined();
  });

  it("never remembers a missing row, and patches only what it remembers", async () => {
    const feed = fakeFeed();
    const cache = namesCache(feed);
    const load = vi.fn(async () => undefined);
    await cache.get("ghost", load);
    await cache.get("ghost", load);
    expect(load).toHaveBeenCalledTimes(2);

    cache.patch("ghost", () => ({ name: "boo" }));
    expect(cache.peek("ghost")).toBeUndefined();
    await cache.get("u1", async () => ({ name: "Nadia" }));
    cache.patch("u1", (value) => ({ name: `${value.name} R.` }));
    expect(cache.peek("u1")).toEqual({ name: "Nadia R." });
  });

  it("forgets on request, and a load in flight then is not kept", async () => {
    const feed = fakeFeed();
    const cache = namesCache(feed);
    await cache.get("u1", async () => ({ name: "u1" }));
    await cache.get("u2", async () => ({ name: "u2" }));
    let finish: (value: { name: string }) => void = () => {};
    const slow = cache.get("u3", () => new Promise((resolve) => (finish = resolve)));
    cache.forget((key) => key === "u1");
    finish({ name: "u3" });
    await slow;
    expect([cache.peek("u1"), cache.peek("u2"), cache.peek("u3")]).toEqual([
      undefined,
      { name: "u2" },
      undefined,
    ]);
  });
});
