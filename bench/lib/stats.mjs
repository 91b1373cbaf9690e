// Small helpers to turn timing samples into the figures the scripts print.

/** The value below which `p` (0..1) of the sorted samples fall (nearest rank). */
export function percentile(sorted, p) {
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
}

export function summarize(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), min: sorted[0], max: sorted.at(-1) };
}

export const ms = (value) => `${value.toFixed(2)} ms`;
export const mb = (bytes) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export function formatSummary(label, s) {
  return `${label.padEnd(26)} median ${ms(s.median).padStart(10)}   p95 ${ms(s.p95).padStart(10)}   min ${ms(s.min).padStart(10)}   max ${ms(s.max).padStart(10)}   (n=${s.n})`;
}

/**
 * Times `warmup + requests` sequential GETs of `url` and summarizes the last
 * `requests`; fails on any status but `expectStatus`. Returns the summary and
 * the last response's body (parsed JSON when it is JSON) and size.
 */
export async function timeGets(url, { headers = {}, expectStatus = 200, warmup, requests }) {
  const samples = [];
  let last = { body: null, bytes: 0 };
  for (let i = 0; i < warmup + requests; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const raw = Buffer.from(await res.arrayBuffer());
    const elapsed = performance.now() - started;
    if (res.status !== expectStatus) throw new Error(`GET ${url}: ${res.status}, expected ${expectStatus}: ${raw.toString("utf8", 0, 300)}`);
    const json = (res.headers.get("content-type") ?? "").includes("json");
    last = { body: json ? JSON.parse(raw.toString("utf8")) : null, bytes: raw.length };
    if (i >= warmup) samples.push(elapsed);
  }
  return { summary: summarize(samples), ...last };
}
