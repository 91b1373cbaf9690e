import { useId } from "react";

import type { NewsletterSummary } from "../../../../shared/newsletter-admin.js";
import { growthBars } from "../lib/growth.js";
import { SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUS_ORDER } from "../lib/labels.js";

/** Subscribers per status, as the analytics page shows its totals. */
export function SubscriberCounts({ counts }: { counts: NewsletterSummary["counts"] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {SUBSCRIBER_STATUS_ORDER.map((status) => (
        <div key={status} className="rounded-sm border border-border bg-surface p-5">
          <dt className="text-sm font-semibold tracking-wider text-muted uppercase">{SUBSCRIBER_STATUS_LABELS[status].label}</dt>
          <dd className="mt-1 font-display text-4xl text-accent tabular-nums">{counts[status]}</dd>
          <dd className="mt-1 text-sm text-muted">{SUBSCRIBER_STATUS_LABELS[status].note}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * New confirmed subscribers per week, as a table whose count cells carry a
 * bar: the numbers are read as a table, the bars are only for the eye.
 */
export function GrowthTable({ growth }: { growth: NewsletterSummary["growth"] }) {
  const captionId = useId();
  const bars = growthBars(growth);
  const total = bars.reduce((sum, bar) => sum + bar.count, 0);
  return (
    <div className="overflow-x-auto rounded-sm border border-border bg-surface px-4 sm:px-6" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="py-3 text-left text-sm font-semibold tracking-wider text-foreground uppercase">
          New subscribers per week, last {bars.length} weeks ({total} in all)
        </caption>
        <thead>
          <tr className="border-b border-border text-xs tracking-wider text-muted uppercase">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Week
            </th>
            <th scope="col" className="py-2 font-semibold">
              Confirmed
            </th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.week} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 pr-4 font-normal whitespace-nowrap text-muted">
                {bar.label}
              </th>
              <td className="w-full py-2">
                <div className="flex items-center gap-3">
                  <div aria-hidden="true" className="h-2 flex-1 rounded-sm bg-background">
                    <div className="h-full rounded-sm bg-accent" style={{ width: `${bar.percent}%` }} />
                  </div>
                  <span className="w-10 text-right text-foreground tabular-nums">{bar.count}</span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
