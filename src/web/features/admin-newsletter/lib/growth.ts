import type { NewsletterSummary } from "../../../../shared/newsletter-admin.js";

export interface GrowthBar {
  week: string;
  /** "Week of Mar 2" (the week's Monday, in UTC as the server counts it). */
  label: string;
  count: number;
  /** The bar's length: a share of the busiest week, 0 to 100. */
  percent: number;
}

const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** The growth weeks as bars, each measured against the busiest week (all 0 when nobody joined). */
export function growthBars(growth: NewsletterSummary["growth"]): GrowthBar[] {
  const max = Math.max(0, ...growth.map((w) => w.count));
  return growth.map(({ week, count }) => ({
    week,
    label: `Week of ${shortDay.format(new Date(`${week}T00:00:00Z`))}`,
    count,
    percent: max === 0 ? 0 : Math.round((count / max) * 100),
  }));
}
