/**
 * A small seeded PRNG (mulberry32) so the offline writer and the synth are deterministic: the same
 * seed and salt always give the same choices, and a different seed gives a different variant.
 */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [0, maxExclusive). */
  int: (maxExclusive: number) => number;
  pick: <T>(items: readonly T[]) => T;
  shuffle: <T>(items: readonly T[]) => T[];
  /** `count` distinct items (fewer if the list is shorter), in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
};

/** FNV-1a over UTF-16 code units: a cheap, well-mixed 32-bit hash for seeding. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number, salt = ""): Random {
  const normalised = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  let state = hashString(`${salt}#${normalised}`);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const int = (maxExclusive: number): number => Math.floor(next() * maxExclusive);
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = int(index + 1);
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error("pick() needs at least one item");
      return items[int(items.length)] as T;
    },
    shuffle,
    sample: <T>(items: readonly T[], count: number): T[] => shuffle(items).slice(0, count),
  };
}

/**
 * One of the phrases, drawing from the random source only when there is a choice, so a phrase
 * book with a single option for a slot leaves the other picks exactly as they were.
 */
export function choose<T>(random: Random, items: readonly T[]): T {
  return items.length === 1 ? (items[0] as T) : random.pick(items);
}
