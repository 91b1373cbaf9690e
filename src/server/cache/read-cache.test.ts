import { describe, expect, it } from "vitest";

import { ReadCache } from "./read-cache.js";

const cacheOf = (options: Partial<ConstructorParameters<typeof ReadCache<{ n: number }>>[0]> = {}) =>
  new ReadCache<{ n: number }>({ max: 10, ttlMs: 60_000, canKeep: () => true, ...options });

/** A load that resolves when told to, counting how often it ran. */
function gatedLoad(value: number) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = {
    runs: 0,
    release,
    run: async () => {
      load.runs++;
      await gate;
      return { value: { n: value } };
    },
  };
  return load;
}

describe("ReadCache", () => {
  it("lets callers who miss at the same moment share one load", async () => {
    const cache = cacheOf();
    const load = gatedLoad(1);
    const reads = [cache.read("a", load.run), cache.read("a", load.run), cache.read("a", load.run)];
    load.release();
    expect(await Promise.all(reads)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(load.runs).toBe(1);
    expect(cache.get("a")).toEqual({ n: 1 });
  });

  it("gives a caller after a removal a fresh load, not the one under way", async () => {
    const cache = cacheOf();
    const before = gatedLoad(1);
    const first = cache.read("a", before.run);
    cache.delete("a");
    const after = gatedLoad(2);
    const second = cache.read("a", after.run);
    before.release();
    after.release();
    expect(await first).toEqual({ n: 1 });
    expect(await second).toEqual({ n: 2 });
    expect(after.runs).toBe(1);
    // Read before the removal: not kept. Read after it: kept.
    expect(cache.get("a")).toEqual({ n: 2 });
  });

  it("treats keys its keyOf spells alike as one, for reads and removals", async () => {
    const cache = cacheOf({ keyOf: (key) => key.toLowerCase() });
    await cache.read("ABC", async () => ({ value: { n: 1 } }));
    expect(cache.get("abc")).toEqual({ n: 1 });
    cache.delete("abc");
    expect(cache.get("ABC")).toBeUndefined();
  });

  it("bounds the entries' total size when given one", async () => {
    const cache = cacheOf({ maxSize: 10, sizeOf: (value) => value.n });
    await cache.read("a", async () => ({ value: { n: 6 } }));
    await cache.read("b", async () => ({ value: { n: 6 } }));
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toEqual({ n: 6 });
  });
});
