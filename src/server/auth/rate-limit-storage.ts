import type { Db } from "../db/client.js";
import { increment } from "../rate-limit/rate-limiter.js";

// Better Auth's rate limiter keys its counters by client IP and request
// path. Kept as they come, every unknown path and every token in a path
// (`/reset-password/<token>`) is a new row, and its own storage deletes rows
// only when a window rolls over on the same key: a visitor could grow the
// table without limit. Here the path becomes the endpoint's pattern, all
// unknown paths one key, and the counters live in our `rate_limits` table
// (one atomic upsert per request), whose ended windows are purged on a
// schedule (rate-limit/rate-limiter.ts).

/** Turns a request path (under /api/auth) into the pattern of the endpoint it names, or "/*" for none. */
export function endpointPatterns(patterns: Iterable<string>): (path: string) => string {
  const exact = new Set<string>();
  const templated: [RegExp, string][] = [];
  for (const pattern of patterns) {
    if (pattern.includes(":")) templated.push([new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[^/]+/g, "[^/]+")}$`), pattern]);
    else exact.add(pattern);
  }
  return (path) => (exact.has(path) ? path : (templated.find(([re]) => re.test(path))?.[1] ?? "/*"));
}

/** Better Auth's `rateLimit.customStorage`: counters per client and endpoint pattern. */
export function authRateLimitStorage(db: Db, patternOf: () => (path: string) => string) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      // Better Auth's key is `${ip}|${path}`; an IP never holds "|".
      const cut = key.indexOf("|");
      const subject = cut < 0 ? key : `${key.slice(0, cut)}|${patternOf()(key.slice(cut + 1))}`;
      const state = await increment(db, { name: "auth", max: rule.max, windowMs: rule.window * 1000 }, subject);
      return state.count <= rule.max ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter: state.retryAfter };
    },
  };
}
