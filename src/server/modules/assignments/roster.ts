import { sql } from "drizzle-orm";

import type { RosterEntry, RosterStatus } from "../../../shared/assignments.js";
import type { Page } from "../../../shared/content.js";
import { USER_ID } from "../../../shared/members.js";
import { peopleFilter, requireLead, type OrgStanding } from "../../access/org-policy.js";
import type { Db } from "../../db/client.js";
import { decodeKeyset, toKeysetPage } from "../../db/pagination.js";
import { query } from "../../db/raw-query.js";
import { csvLine } from "../members/csv.js";
import { anchorOf, chainHead } from "../training-record/service.js";
import { assignmentIn, members, reachSql, type AssignmentRow } from "./service.js";
import { statusColumns, statusInputs } from "./status.js";

// An assignment's roster (issue 33; docs/decisions/097): everyone it reaches
// that the viewer's scope reaches (owners all, supervisors their units'
// people), with their status, in user id order (stable, and what
// org_members' primary key gives in order). One statement per page: the
// page's people first (org_members only, cut to the page), then their
// addresses and each one's status from primary-key or index lookups
// (status.ts), so a page costs its own rows. Sorting by e-mail needed the
// join to users for the whole organisation before the cut: a page's median
// was 119 ms at 5,000 people on PGlite, 24 ms in user id order
// (bench/roster.mjs, bench/README.md).

interface RosterRow {
  user_id: string;
  email: string;
  name: string;
  status: RosterStatus;
  completed_at: string | null;
}

const validCursor = (keys: unknown[]): keys is [string] => keys.length === 1 && typeof keys[0] === "string" && USER_ID.test(keys[0]);

async function rosterRows(db: Db, s: OrgStanding, a: AssignmentRow, page: { cursor?: string | undefined; limit: number }, now: Date) {
  const after = page.cursor ? decodeKeyset(page.cursor, validCursor)[0] : null;
  const target = {
    kind: sql`${a.contentKind}`,
    contentId: sql`${a.contentId}::uuid`,
    assignmentId: sql`${a.id}::uuid`,
    dueAt: sql`${a.dueAt.toISOString()}::timestamptz`,
    hasCheck: a.passMark !== null ? sql`true` : sql`false`,
  };
  return query<RosterRow>(
    db,
    sql`select p.user_id, p.email, p.name, ${statusColumns(target, now)}
        from (
          select page.user_id, u.email, u.name, ${statusInputs(sql`page.user_id`, target)}
          from (
            select m.user_id
            from org_members m
            where ${reachSql(a)} and ${peopleFilter(s, members)}
              ${after ? sql`and m.user_id > ${after}` : sql``}
            order by m.user_id
            limit ${page.limit + 1}
          ) page
          join users u on u.id = page.user_id
        ) p
        order by p.user_id`,
  );
}

const keysOf = (r: RosterRow) => [r.user_id];
const toEntry = (r: RosterRow): RosterEntry => ({ userId: r.user_id, email: r.email, name: r.name, status: r.status, completedAt: r.completed_at });

/** One page of an assignment's roster, for owners and supervisors (within their units). */
export async function roster(
  db: Db,
  s: OrgStanding,
  id: string,
  page: { cursor?: string | undefined; limit: number },
  now = new Date(),
): Promise<Page<RosterEntry>> {
  requireLead(s);
  const a = await assignmentIn(db, s, id);
  const rows = await rosterRows(db, s, a, page, now);
  return toKeysetPage(rows, page.limit, toEntry, keysOf);
}

const EXPORT_BATCH = 1000;

/**
 * The whole roster as CSV, a page of 1,000 at a time (memory holds one
 * page), formula-injection safe (members/csv.ts). Checks access before the
 * first byte, so a refusal is a proper 403/404 and not a broken download.
 * Every row carries the training record's head when the export began
 * (`record_head`, `<seq>:<hash>`, the anchor `record verify` checks), so a
 * row kept on its own can still be checked against the record
 * (docs/decisions/105).
 */
export async function rosterCsv(
  db: Db,
  s: OrgStanding,
  id: string,
  { now = new Date(), batch = EXPORT_BATCH }: { now?: Date; batch?: number } = {},
): Promise<{ title: string; lines: AsyncGenerator<string> }> {
  requireLead(s);
  const a = await assignmentIn(db, s, id);
  const head = anchorOf(await chainHead(db));
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(["assignment", "due", "hours", "user_id", "name", "email", "status", "completed_at", "record_head"]);
    let cursor: string | undefined;
    do {
      const rows = await rosterRows(db, s, a, { cursor, limit: batch }, now);
      const page = toKeysetPage(rows, batch, (r) => r, keysOf);
      yield page.items.map((r) => csvLine([a.title, a.dueAt.toISOString(), a.hours, r.user_id, r.name, r.email, r.status, r.completed_at, head])).join("");
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return { title: a.title, lines: lines() };
}
