import { LRUCache } from "lru-cache";

/**
 * A fixed-window counter per subject held in this process only. For limits
 * whose overshoot costs nothing but a skewed count (page views), where a
 * database write per hit would cost more than the thing it protects; the
 * database-backed `hit` stays the rule for anything that guards an account.
 */
export function memoryWindow({ max, windowMs, subjects = 50_000 }: { max: number; windowMs: number; subjects?: number }) {
  // Bounded: a flood of new addresses evicts the oldest windows instead of growing the heap.
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: subjects });
  return {
    /** Counts one hit; the seconds to wait when it is over the limit, else 0. */
    hit(subject: string, now = Date.now()): number {
      let window = windows.get(subject);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(subject, window);
      }
      window.count += 1;
      return window.count > max ? Math.max(1, Math.ceil((window.endsAt - now) / 1000)) : 0;
    },
  };
}
