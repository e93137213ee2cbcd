import { describe, expect, it } from "vitest";
import { createFixedClock } from "../../lib/clock.ts";
import { createSilentLogger } from "../../lib/logger.ts";
import {
  BkashTokenError,
  createBkashTokenManager,
  type IssuedToken,
  refreshTokenLifetimeMs,
  type StoredToken,
  type TokenSource,
  type TokenStore,
} from "./bkash-token-manager.ts";
import { createMemoryTokenStore } from "./memory-token-store.ts";

const minutes = (count: number) => count * 60_000;
const days = (count: number) => count * 24 * 60 * minutes(1);

/** A token source that counts calls, answers after a tick, and can be told to fail. */
function createFakeSource() {
  const calls = { grant: 0, refresh: 0 };
  let issued = 0;
  const failures = { grant: false, refresh: false };
  const answer = async (kind: "grant" | "refresh", refreshToken?: string): Promise<IssuedToken> => {
    calls[kind] += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (failures[kind]) throw new BkashTokenError(`${kind} refused`, "9999");
    issued += 1;
    return {
      idToken: `id-${issued}`,
      refreshToken: refreshToken ?? `refresh-${issued}`,
      expiresInSeconds: 3600,
    };
  };
  const source: TokenSource = {
    grant: () => answer("grant"),
    refresh: (refreshToken) => answer("refresh", refreshToken),
  };
  return { source, calls, failures };
}

function setup(store: TokenStore = createMemoryTokenStore()) {
  const clock = createFixedClock("2026-03-01T04:00:00Z");
  const fake = createFakeSource();
  const manager = (scope = "sandbox") =>
    createBkashTokenManager({
      store,
      scope,
      source: fake.source,
      clock,
      logger: createSilentLogger(),
    });
  return { clock, store, fake, manager };
}

describe("the bKash token manager", () => {
  it("makes exactly one grant for 50 concurrent callers with a cold cache", async () => {
    const store = createMemoryTokenStore();
    const { fake, manager } = setup(store);
    const tokens = manager();
    const ids = await Promise.all(Array.from({ length: 50 }, () => tokens.getIdToken()));
    expect(new Set(ids)).toEqual(new Set(["id-1"]));
    expect(fake.calls).toEqual({ grant: 1, refresh: 0 });
    // One process queues once for the shared lock, not once per caller (a database connection each).
    expect(store.lockCount()).toBe(1);
  });

  it("makes one grant across processes sharing the store (lock, then re-read)", async () => {
    const { fake, manager, store } = setup();
    const first = manager();
    const second = manager();
    const ids = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? first : second).getIdToken()),
    );
    expect(new Set(ids)).toEqual(new Set(["id-1"]));
    expect(fake.calls).toEqual({ grant: 1, refresh: 0 });
    expect((await store.read())?.idToken).toBe("id-1");
  });

  it("reuses the id_token until 5 minutes before expiry, then refreshes it", async () => {
    const { fake, manager, clock, store } = setup();
    const tokens = manager();
    expect(await tokens.getIdToken()).toBe("id-1");
    clock.advance(minutes(54));
    expect(await tokens.getIdToken()).toBe("id-1");
    expect(fake.calls).toEqual({ grant: 1, refresh: 0 });
    clock.advance(minutes(1) + 1);
    expect(await tokens.getIdToken()).toBe("id-2");
    expect(fake.calls).toEqual({ grant: 1, refresh: 1 });
    const stored = await store.read();
    expect(stored?.refreshToken).toBe("refresh-1");
    // Refreshing with the same refresh token keeps its original expiry.
    expect(stored?.refreshTokenExpiresAt).toEqual(
      new Date(new Date("2026-03-01T04:00:00Z").getTime() + refreshTokenLifetimeMs),
    );
  });

  it("picks up a token another process renewed instead of renewing again", async () => {
    const { fake, manager, clock } = setup();
    const first = manager();
    const second = manager();
    await first.getIdToken();
    expect(await second.getIdToken()).toBe("id-1");
    clock.advance(minutes(56));
    expect(await first.getIdToken()).toBe("id-2");
    expect(await second.getIdToken()).toBe("id-2");
    expect(fake.calls).toEqual({ grant: 1, refresh: 1 });
  });

  it("grants when the refresh token is past its ~28 days", async () => {
    const { fake, manager, clock } = setup();
    const tokens = manager();
    await tokens.getIdToken();
    clock.advance(days(28));
    expect(await tokens.getIdToken()).toBe("id-2");
    expect(fake.calls).toEqual({ grant: 2, refresh: 0 });
  });

  it("grants when the refresh fails", async () => {
    const { fake, manager, clock } = setup();
    const tokens = manager();
    await tokens.getIdToken();
    fake.failures.refresh = true;
    clock.advance(minutes(58));
    expect(await tokens.getIdToken()).toBe("id-2");
    expect(fake.calls).toEqual({ grant: 2, refresh: 1 });
  });

  it("replaces a rejected token with one grant, shared by concurrent callers", async () => {
    const { fake, manager } = setup();
    const tokens = manager();
    const rejected = await tokens.getIdToken();
    const replacements = await Promise.all(
      Array.from({ length: 10 }, () => tokens.replaceRejected(rejected)),
    );
    expect(new Set(replacements)).toEqual(new Set(["id-2"]));
    expect(fake.calls).toEqual({ grant: 2, refresh: 0 });
    // A late report about the old token does not replace the new one again.
    expect(await tokens.replaceRejected(rejected)).toBe("id-2");
    expect(fake.calls.grant).toBe(2);
  });

  it("ignores a stored token of another account", async () => {
    const store = createMemoryTokenStore();
    const { fake, manager } = setup(store);
    await manager("live").getIdToken();
    expect(await manager("sandbox").getIdToken()).toBe("id-2");
    expect(fake.calls).toEqual({ grant: 2, refresh: 0 });
  });

  it("does not ask bKash again within a minute of a failed grant", async () => {
    const { fake, manager, clock } = setup();
    const tokens = manager();
    fake.failures.grant = true;
    await expect(tokens.getIdToken()).rejects.toThrow("grant refused");
    await expect(tokens.getIdToken()).rejects.toThrow("grant refused");
    expect(fake.calls.grant).toBe(1);
    fake.failures.grant = false;
    clock.advance(minutes(1));
    expect(await tokens.getIdToken()).toBe("id-1");
    expect(fake.calls.grant).toBe(2);
  });

  it("starts from a token already in the store", async () => {
    const clockStart = new Date("2026-03-01T04:00:00Z").getTime();
    const existing: StoredToken = {
      scope: "sandbox",
      idToken: "stored-id",
      idTokenExpiresAt: new Date(clockStart + minutes(30)),
      refreshToken: "stored-refresh",
      refreshTokenExpiresAt: new Date(clockStart + days(10)),
    };
    const { fake, manager } = setup(createMemoryTokenStore(existing));
    expect(await manager().getIdToken()).toBe("stored-id");
    expect(fake.calls).toEqual({ grant: 0, refresh: 0 });
  });
});

describe("the in-memory token store", () => {
  it("runs lock holders one at a time, even after one fails", async () => {
    const store = createMemoryTokenStore();
    const order: string[] = [];
    const hold = (name: string, fail = false) =>
      store.withLock(async () => {
        order.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`${name} out`);
        if (fail) throw new Error(name);
      });
    await Promise.allSettled([hold("a"), hold("b", true), hold("c")]);
    expect(order).toEqual(["a in", "a out", "b in", "b out", "c in", "c out"]);
    expect(store.lockCount()).toBe(3);
  });
});
