import { sql } from "drizzle-orm";

import type { Page, PageQuery } from "../../../shared/content.js";
import {
  NEWSLETTER_GROWTH_WEEKS,
  SEND_NOT_FOUND,
  type BouncedAddress,
  type FailedDelivery,
  type NewsletterSend,
  type NewsletterSummary,
  type RecordSend,
  type RecordSendQuery,
} from "../../../shared/newsletter-admin.js";
import { SUBSCRIBER_STATUSES } from "../../../shared/newsletter.js";
import type { Db } from "../../db/client.js";
import { cursorColumn, decodeKeyset, exactTimestamp, isExactTimestamp, isUuid, paginate, toKeysetPage, toPage } from "../../db/pagination.js";
import { query } from "../../db/raw-query.js";
import { newsletterSends } from "../../db/schema.js";
import { notFound } from "../../errors.js";

// What the admin reads of the newsletter (issue 31): the list's counts and
// growth, the sends with their delivery counts, one send's failures, the
// bounced addresses, and one record's send for its editor. Reads only; the
// sending itself is sends.ts. Every list is a keyset page on an index:
// sends on newsletter_sends_created_at_id_idx, failures on
// newsletter_deliveries_failed_idx, bounces on newsletter_subscribers_bounced_idx.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

interface Counts {
  recipients: number;
  sent: number;
  failed: number;
}
const NO_DELIVERIES: Counts = { recipients: 0, sent: 0, failed: 0 };

/** Each send's deliveries counted, for a page of sends (one statement, on the deliveries' primary key). */
async function deliveryCounts(db: Db, sendIds: string[]): Promise<Map<string, Counts>> {
  if (sendIds.length === 0) return new Map();
  const rows = await query<Counts & { send_id: string }>(
    db,
    sql`select send_id, count(*)::int as recipients,
               count(*) filter (where status = 'sent')::int as sent,
               count(*) filter (where status = 'failed')::int as failed
          from newsletter_deliveries
         where send_id in (${sql.join(
           sendIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
         group by send_id`,
  );
  return new Map(rows.map(({ send_id, ...counts }) => [send_id, counts]));
}

/**
 * Subscribers by status, and the addresses confirmed in each of the last
 * weeks. Both read the whole (small) subscriber table once; no index would
 * make a count of every row cheaper.
 */
export async function newsletterSummary(db: Db): Promise<NewsletterSummary> {
  const byStatus = await query<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from newsletter_subscribers group by status`);
  const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, byStatus.find((row) => row.status === status)?.n ?? 0]));
  // Weeks start on Monday, in UTC (date_trunc's ISO weeks), as the analytics page's weeks do; one pass over the rows.
  const growth = await query<{ week: string; count: number }>(
    db,
    sql`with weeks as (
          select generate_series(date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => ${NEWSLETTER_GROWTH_WEEKS - 1}),
                                 date_trunc('week', now() at time zone 'UTC'), interval '1 week') as w),
        confirmed as (
          select date_trunc('week', confirmed_at at time zone 'UTC') as w, count(*) as n from newsletter_subscribers
           where confirmed_at >= (select min(w) from weeks) at time zone 'UTC'
           group by 1)
        select to_char(weeks.w, 'YYYY-MM-DD') as week, coalesce(confirmed.n, 0)::int as count
          from weeks left join confirmed on confirmed.w = weeks.w
         order by weeks.w`,
  );
  return { counts: counts as NewsletterSummary["counts"], growth };
}

/** The sends, newest first, a page at a time, each with its deliveries counted. */
export async function listSends(db: Db, page: PageQuery): Promise<Page<NewsletterSend>> {
  const select = db
    .select({ row: newsletterSends, id: newsletterSends.id, cursorAt: cursorColumn(newsletterSends) })
    .from(newsletterSends)
    .$dynamic();
  const rows = await paginate(select, newsletterSends, page);
  const counts = await deliveryCounts(
    db,
    rows.slice(0, page.limit).map((r) => r.id),
  );
  return toPage(rows, page.limit, ({ row, cursorAt }) => ({
    id: row.id,
    kind: row.kind,
    contentKind: row.contentKind,
    contentId: row.contentId,
    subject: row.subject,
    status: row.status,
    createdAt: cursorAt,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    ...(counts.get(row.id) ?? NO_DELIVERIES),
  }));
}

type FailureRow = { subscriber_id: string; email: string; error: string | null; attempts: number };
type BounceRow = { id: string; email: string; at: string; bounce_reason: string | null };

/** The statement of a page of one send's failures (exported for the test that checks its plan). */
export const failuresStatement = (sendId: string, after: [string, string] | null, limit: number) =>
  sql`select subscriber_id, email, error, attempts from newsletter_deliveries
       where send_id = ${sendId}::uuid and status = 'failed' ${after ? sql`and (email, subscriber_id) > (${after[0]}, ${after[1]}::uuid)` : sql``}
       order by email, subscriber_id limit ${limit + 1}`;

/** One send's failed deliveries, by address (then subscriber, for a stable order), a page at a time; 404 for an unknown send. */
export async function listFailedDeliveries(db: Db, sendId: string, { cursor, limit }: PageQuery): Promise<Page<FailedDelivery>> {
  const [send] = await query<{ id: string }>(db, sql`select id from newsletter_sends where id = ${sendId}::uuid`);
  if (!send) throw notFound(SEND_NOT_FOUND);
  const after = cursor
    ? decodeKeyset(
        cursor,
        (keys): keys is [string, string] => keys.length === 2 && typeof keys[0] === "string" && typeof keys[1] === "string" && isUuid(keys[1]),
      )
    : null;
  const rows = await query<FailureRow>(db, failuresStatement(sendId, after, limit));
  return toKeysetPage(
    rows,
    limit,
    (row) => ({ subscriberId: row.subscriber_id, email: row.email, error: row.error, attempts: row.attempts }),
    (row) => [row.email, row.subscriber_id],
  );
}

/** The statement of a page of bounced addresses (exported for the test that checks its plan). */
export const bouncedStatement = (after: [string, string] | null, limit: number) =>
  sql`select id, email, ${exactTimestamp(sql`bounced_at`)} as at, bounce_reason from newsletter_subscribers
       where status = 'bounced' ${after ? sql`and (bounced_at, id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
       order by bounced_at desc nulls last, id desc nulls last limit ${limit + 1}`;

/** Addresses that refused mail for good, the latest bounce first, a page at a time. */
export async function listBounced(db: Db, { cursor, limit }: PageQuery): Promise<Page<BouncedAddress>> {
  const after = cursor
    ? decodeKeyset(cursor, (keys): keys is [string, string] => keys.length === 2 && isExactTimestamp(keys[0]) && typeof keys[1] === "string" && isUuid(keys[1]))
    : null;
  // Every path that marks an address bounced sets bounced_at with it (sends.ts), so the keyset meets no nulls.
  const rows = await query<BounceRow>(db, bouncedStatement(after, limit));
  return toKeysetPage(
    rows,
    limit,
    (row) => ({ id: row.id, email: row.email, bouncedAt: row.at, reason: row.bounce_reason }),
    (row) => [row.at, row.id],
  );
}

/** Whether a record was e-mailed, is being or waits for its release: what its editor shows in place of (or with) "Email it". */
export async function recordSendState(db: Db, { kind, id }: RecordSendQuery): Promise<RecordSend> {
  const [send] = await query<{ id: string; status: RecordSend["status"] }>(
    db,
    sql`select id, status from newsletter_sends where content_kind = ${kind} and content_id = ${id}::uuid`,
  );
  if (!send) return { status: "none", sentCount: 0, failedCount: 0 };
  const counts = (await deliveryCounts(db, [send.id])).get(send.id) ?? NO_DELIVERIES;
  return { status: send.status, sentCount: counts.sent, failedCount: counts.failed };
}
