import { sql, type SQL } from "drizzle-orm";

import { ANALYTICS_WEEKS, PUBLIC_PAGES, type AnalyticsReport, type AnalyticsWindow, type ContentStats, type PublicPage } from "../../../shared/analytics.js";
import { DAY_MS, utcDay } from "../../../shared/dates.js";
import type { Db } from "../../db/client.js";
import { query } from "../../db/raw-query.js";

/** Analytics rows are kept as long as the longest window (docs/decisions/039). */
const ANALYTICS_RETENTION_DAYS = 90;

/** Monday 00:00 UTC of the week holding `date`. */
function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

/**
 * An episode's play starts with a request for its first byte (or the whole
 * file); seeking and a player's later range requests are not new plays.
 * Takes the request's method and its Range header.
 */
export const isPlaybackStart = ({ method, range }: { method: string; range: string | undefined }) => method === "GET" && !/^bytes=(?!0-)/.test(range ?? "");

const publicPages = new Set<string>(PUBLIC_PAGES);

/** The admin's report for the last `days` days (today included, UTC). */
export async function analyticsReport(db: Db, { days, now = new Date() }: { days: AnalyticsWindow; now?: Date }): Promise<AnalyticsReport> {
  const to = utcDay(now);
  const from = utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const fromTime = `${from}T00:00:00Z`;

  const content = await query<ContentStats>(
    db,
    sql`with o as (select content_kind as kind, content_id as id, sum(opens)::int as opens from content_opens_daily where day >= ${from}::date group by 1, 2),
        m as (select content_kind as kind, content_id as id, count(distinct user_id)::int as members from content_openers where day >= ${from}::date group by 1, 2),
        p as (select content_kind as kind, content_id as id, count(*)::int as started, count(finished_at)::int as finished
              from progress where updated_at >= ${fromTime}::timestamptz group by 1, 2),
        k as (select kind, id from o union select kind, id from m union select kind, id from p)
        select k.kind, k.id::text as id, coalesce(po.title, pc.title, ci.title) as title,
               coalesce(o.opens, 0) as opens, coalesce(m.members, 0) as members, coalesce(p.started, 0) as started, coalesce(p.finished, 0) as finished
        from k
        left join posts po on k.kind = 'post' and po.id = k.id
        left join podcasts pc on k.kind = 'episode' and pc.id = k.id
        left join content_items ci on k.kind = 'item' and ci.id = k.id
        left join o on o.kind = k.kind and o.id = k.id
        left join m on m.kind = k.kind and m.id = k.id
        left join p on p.kind = k.kind and p.id = k.id
        where coalesce(po.id, pc.id, ci.id) is not null
        order by opens desc, members desc, title, id
        limit 500`,
  );

  const daily = await query<{ day: string; opens: number; pageViews: number }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day, coalesce(o.n, 0)::int as opens, coalesce(v.n, 0)::int as "pageViews"
        from generate_series(${from}::date, ${to}::date, interval '1 day') d
        left join (select day, sum(opens) as n from content_opens_daily where day >= ${from}::date group by day) o on o.day = d::date
        left join (select day, sum(views) as n from page_views_daily where day >= ${from}::date group by day) v on v.day = d::date
        order by d`,
  );

  const pageViews = await query<{ page: string; views: number }>(
    db,
    sql`select page, sum(views)::int as views from page_views_daily where day >= ${from}::date group by page order by views desc, page`,
  );

  const [members] = await query<{ n: number }>(db, sql`select count(distinct user_id)::int as n from content_openers where day >= ${from}::date`);

  const lastWeek = weekStart(now);
  const firstWeek = new Date(lastWeek.getTime() - (ANALYTICS_WEEKS - 1) * 7 * DAY_MS);
  /** Rows of `rows` (a subquery with created_at) per week, every week present. */
  const perWeek = (rows: SQL) =>
    query<{ week: string; count: number }>(
      db,
      sql`select to_char(w, 'YYYY-MM-DD') as week, count(t.created_at)::int as count
          from generate_series(${utcDay(firstWeek)}::timestamp, ${utcDay(lastWeek)}::timestamp, interval '1 week') w
          left join (${rows}) t on t.created_at >= (w at time zone 'UTC') and t.created_at < ((w + interval '1 week') at time zone 'UTC')
          group by w order by w`,
    );

  return {
    days,
    from,
    to,
    totals: {
      opens: daily.reduce((sum, d) => sum + d.opens, 0),
      members: members?.n ?? 0,
      pageViews: daily.reduce((sum, d) => sum + d.pageViews, 0),
    },
    daily,
    content,
    pageViews: pageViews.filter((p): p is { page: PublicPage; views: number } => publicPages.has(p.page)),
    newMembersPerWeek: await perWeek(sql`select created_at from users`),
    // Messages the contact form's honeypot caught are spam, not messages.
    messagesPerWeek: await perWeek(sql`select created_at from contacts where not is_spam`),
  };
}

/** Deletes analytics rows older than the retention period (the daily `analytics.prune` job). */
export async function pruneAnalytics(db: Db, now = new Date()): Promise<void> {
  const cutoff = utcDay(new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * DAY_MS));
  await db.execute(sql`delete from content_openers where day < ${cutoff}::date`);
  // Readers are needed only while their day lasts (an open counts once per reader per day).
  await db.execute(sql`delete from content_open_readers where day < ${utcDay(new Date(now.getTime() - DAY_MS))}::date`);
  await db.execute(sql`delete from content_opens_daily where day < ${cutoff}::date`);
  await db.execute(sql`delete from page_views_daily where day < ${cutoff}::date`);
}
