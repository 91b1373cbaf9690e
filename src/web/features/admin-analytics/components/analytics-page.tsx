import { BarChart3 } from "lucide-react";
import { Link, useSearchParams } from "react-router";

import { ANALYTICS_WINDOWS, PUBLIC_PAGE_LABELS, type AnalyticsReport, type AnalyticsWindow, type ContentStats } from "../../../../shared/analytics.js";
import { paths } from "../../../../shared/paths.js";
import { AdminPageHeader } from "../../../components/layout/admin-page-header.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { EmptyState } from "../../../components/ui/empty-state.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { useErrorToast } from "../../../lib/feedback.js";
import { usePageMeta } from "../../../lib/use-page-meta.js";
import { useAnalytics } from "../api.js";
import { ColumnChart } from "./column-chart.js";

const KIND_LABELS: Record<ContentStats["kind"], string> = { post: "Field Manual", episode: "Episode", item: "Item" };

const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dayLabel = (isoDay: string) => shortDay.format(new Date(`${isoDay}T00:00:00Z`));

/** "3 of 4 (75%)", or "—" before anyone has progress. */
function finishRate({ started, finished }: ContentStats): string {
  return started === 0 ? "—" : `${finished} of ${started} (${Math.round((finished / started) * 100)}%)`;
}

function useDays(): [AnalyticsWindow, (days: AnalyticsWindow) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("days"));
  const days = ANALYTICS_WINDOWS.find((d) => d === asked) ?? 30;
  return [days, (next) => setParams({ days: String(next) }, { replace: true })];
}

/** The admin's analytics (/admin/analytics): what members open, how far they get, and who comes to the site. */
export default function AnalyticsPage() {
  usePageMeta("Analytics", "What members open and finish, and how many people visit the public pages.");
  const [days, setDays] = useDays();
  const report = useAnalytics(days);
  useErrorToast("Could not load analytics", report);

  return (
    <>
      <AdminPageHeader title="Analytics" tagline="Counted on this site's own server: no third party, no tracking cookie, no addresses kept.">
        <div role="group" aria-label="Period" className="flex gap-2">
          {ANALYTICS_WINDOWS.map((d) => (
            <Button key={d} size="sm" variant={d === days ? "default" : "outline"} aria-pressed={d === days} onClick={() => setDays(d)}>
              {d} days
            </Button>
          ))}
        </div>
      </AdminPageHeader>
      {report.data ? <Report report={report.data} /> : report.isPending ? <StatusText>Loading...</StatusText> : null}
    </>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const top = report.content.filter((c) => c.opens > 0).slice(0, 10);
  const maxTop = Math.max(1, ...top.map((c) => c.opens));
  return (
    <div className="flex flex-col gap-8">
      <dl className="grid gap-4 sm:grid-cols-3">
        <Stat label="Opens" value={report.totals.opens} note="Posts read, items opened, episodes played" />
        <Stat label="Members who opened" value={report.totals.members} note="Distinct members" />
        <Stat label="Public page views" value={report.totals.pageViews} note="Counted per page and day" />
      </dl>

      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardContent className="pt-6">
            <ColumnChart
              title={`Opens per day, last ${report.days} days`}
              unit="opens"
              data={report.daily.map((d) => ({ label: dayLabel(d.day), value: d.opens }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <ColumnChart
              title={`Page views per day, last ${report.days} days`}
              unit="page views"
              data={report.daily.map((d) => ({ label: dayLabel(d.day), value: d.pageViews }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <ColumnChart
              title="New members per week"
              unit="new members"
              data={report.newMembersPerWeek.map((w) => ({ label: `Week of ${dayLabel(w.week)}`, value: w.count }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <ColumnChart
              title="Contact messages per week"
              unit="messages"
              data={report.messagesPerWeek.map((w) => ({ label: `Week of ${dayLabel(w.week)}`, value: w.count }))}
            />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Top 10 content</CardTitle>
        </CardHeader>
        <CardContent>
          {top.length === 0 ? (
            <EmptyState icon={BarChart3}>Nothing opened in the last {report.days} days.</EmptyState>
          ) : (
            <ol className="flex flex-col gap-3">
              {top.map((c) => (
                <li key={`${c.kind}:${c.id}`} className="flex flex-col gap-1">
                  <div className="flex items-baseline justify-between gap-4">
                    <Link
                      to={paths.record(c.kind, c.id)}
                      className="truncate text-foreground hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
                    >
                      <span className="text-muted">{KIND_LABELS[c.kind]}: </span>
                      {c.title}
                    </Link>
                    <span className="shrink-0 text-sm text-muted tabular-nums">
                      {c.opens} opens · {c.members} members
                    </span>
                  </div>
                  <div aria-hidden="true" className="h-1.5 rounded-sm bg-background">
                    <div className="h-full rounded-sm bg-accent" style={{ width: `${(c.opens / maxTop) * 100}%` }} />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Content, last {report.days} days</CardTitle>
        </CardHeader>
        <CardContent>
          {report.content.length === 0 ? (
            <StatusText>No opens or progress in this period.</StatusText>
          ) : (
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Content statistics">
              <table className="w-full text-left text-sm">
                <thead className="text-muted">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Type
                    </th>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Title
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-semibold">
                      Opens
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-semibold">
                      Members
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      Finished
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.content.map((c) => (
                    <tr key={`${c.kind}:${c.id}`} className="border-t border-border">
                      <td className="py-2 pr-4 text-muted">{KIND_LABELS[c.kind]}</td>
                      <th scope="row" className="py-2 pr-4 font-normal text-foreground">
                        {c.title}
                      </th>
                      <td className="py-2 pr-4 text-right tabular-nums">{c.opens}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{c.members}</td>
                      <td className="py-2 text-right tabular-nums">{finishRate(c)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Public page views, last {report.days} days</CardTitle>
        </CardHeader>
        <CardContent>
          {report.pageViews.length === 0 ? (
            <StatusText>No page views in this period.</StatusText>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {report.pageViews.map((p) => (
                <li key={p.page} className="flex justify-between gap-4 border-b border-border py-1">
                  <span>{PUBLIC_PAGE_LABELS[p.page]}</span>
                  <span className="text-muted tabular-nums">{p.views}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Stat({ label, value, note }: { label: string; value: number; note: string }) {
  return (
    <div className="rounded-sm border border-border bg-surface p-5">
      <dt className="text-sm font-semibold tracking-wider text-muted uppercase">{label}</dt>
      <dd className="mt-1 font-display text-4xl text-accent tabular-nums">{value}</dd>
      <dd className="mt-1 text-sm text-muted">{note}</dd>
    </div>
  );
}

export { AnalyticsPage };
