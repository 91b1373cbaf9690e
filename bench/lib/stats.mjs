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
