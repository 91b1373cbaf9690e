import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";

import { peopleFilter, requireLead, type OrgStanding } from "../../access/org-policy.js";
import type { Db } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import { organisations } from "../../db/schema.js";
import { badRequest } from "../../errors.js";
import { chainHead, type ChainHead } from "../training-record/service.js";
import { members, reachesMemberSql } from "./service.js";
import { completedAtSql, iso } from "./status.js";

// The completions report (issue 33, decision 097): who completed which
// assignment when, for how many hours, in a date range, for the people the
// viewer's scope reaches (owners all, supervisors their units'). Its rows
// are hashed (SHA-256 over one line per completion, as `reportLines`
// writes them), and the printable PDF (report-pdf.ts) prints the hash and
// the training record's head at that moment (its newest event's number and
// hash), so a printout can be checked against the records later.

const REPORT_MAX_ROWS = 20_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface ReportRow {
  completedAt: string;
  name: string;
  email: string;
  title: string;
  hours: number | null;
}

export interface CompletionReport {
  orgName: string;
  from: string;
  to: string;
  rows: ReportRow[];
  totalHours: number;
  sha256: string;
  truncated: boolean;
  /** The training record's newest event when the report was made (null: none yet): `record verify <seq>:<hash>` checks it later. */
  head: ChainHead | null;
}

/** The canonical line of a row: what the hash covers (tab-separated, UTC ISO time). */
const reportLine = (r: ReportRow) => [r.completedAt, r.email, r.name, r.title, r.hours ?? ""].join("\t");

function parseRange(from: string | undefined, to: string | undefined, now = new Date()): { from: string; to: string } {
  const end = to ?? now.toISOString().slice(0, 10);
  const start = from ?? `${end.slice(0, 4)}-01-01`;
  // A real calendar day (Date.parse rolls 2026-02-31 over to 3 March, which PostgreSQL refuses), from year 1.
  const isDay = (day: string) => DAY.test(day) && !day.startsWith("0000") && !Number.isNaN(Date.parse(day)) && new Date(day).toISOString().slice(0, 10) === day;
  if (!isDay(start) || !isDay(end)) {
    throw badRequest("Dates must be written as YYYY-MM-DD.");
  }
  if (start > end) throw badRequest("The start date must not be after the end date.");
  return { from: start, to: end };
}

/** Every completion of an assignment (done: completed, and passed its check if it has one) in the range, oldest first. */
export async function completionReport(
  db: Db,
  s: OrgStanding,
  range: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<CompletionReport> {
  requireLead(s);
  const { from, to } = parseRange(range.from, range.to, now);
  const [org] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(sql`${organisations.id} = ${s.orgId}`);
  const rows = await query<{ completed_at: string; name: string; email: string; title: string; hours: number | null }>(
    db,
    sql`select ${iso(sql`d.done_at`)} as completed_at, d.name, d.email, d.title, d.hours
        from (
          select u.name, u.email, a.title, a.hours, a.pass_mark, tc.completed_at, q.passed_at, greatest(tc.completed_at, q.passed_at) as done_at
          from org_assignments a
          join org_members m on m.org_id = a.org_id
            and ${reachesMemberSql}
          join users u on u.id = m.user_id
          -- The record's completion, or a series' (its last part's, once every part is done).
          cross join lateral (select ${completedAtSql(sql`m.user_id`, sql`a.content_kind`, sql`a.content_id`)} as completed_at) tc
          -- The first passed attempt of an assignment with a check (null: none, or no check).
          cross join lateral (select min(q.created_at) as passed_at from quiz_attempts q
                              where a.pass_mark is not null and q.assignment_id = a.id and q.user_id = m.user_id and q.passed) q
          where a.org_id = ${s.orgId} and ${peopleFilter(s, members)}
        ) d
        where d.completed_at is not null and (d.pass_mark is null or d.passed_at is not null)
          and d.done_at >= (${from}::date::timestamp at time zone 'UTC') and d.done_at < ((${to}::date + 1)::timestamp at time zone 'UTC')
        order by d.done_at, d.email, d.title
        limit ${REPORT_MAX_ROWS + 1}`,
  );
  const kept = rows.slice(0, REPORT_MAX_ROWS).map((r) => ({
    completedAt: r.completed_at,
    name: r.name,
    email: r.email,
    title: r.title,
    hours: r.hours === null ? null : Number(r.hours),
  }));
  const hash = createHash("sha256");
  for (const r of kept) hash.update(`${reportLine(r)}\n`);
  return {
    orgName: org?.name ?? "",
    from,
    to,
    rows: kept,
    totalHours: kept.reduce((sum, r) => sum + (r.hours ?? 0), 0),
    sha256: hash.digest("hex"),
    truncated: rows.length > REPORT_MAX_ROWS,
    head: await chainHead(db),
  };
}
