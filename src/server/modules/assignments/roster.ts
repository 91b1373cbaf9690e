import { sql } from "drizzle-orm";

import type { RosterEntry, RosterStatus } from "../../../shared/assignments.js";
import type { Page } from "../../../shared/content.js";
import { USER_ID } from "../../../shared/members.js";
import { requireLead, type OrgStanding } from "../../access/org-policy.js";
import type { Db } from "../../db/client.js";
import { decodeKeyset, toKeysetPage } from "../../db/pagination.js";
import { query } from "../../db/raw-query.js";
import { csvCell } from "../members/csv.js";
import { assignmentIn, reachSql, scopeSql, type AssignmentRow } from "./service.js";
import { statusColumns, statusInputs } from "./status.js";

// An assignment's roster (issue 33; docs/decisions/097): everyone it reaches
// that the viewer's scope reaches (owners all, supervisors their units'
// people), with their status, by e-mail address. One statement per page:
// the page's people first (org_members by organisation or unit, users by
// id, sorted and cut to the page), then each one's status from three
// primary-key or index lookups (status.ts), so the cost of a page is its
// own rows, not the organisation's size.

interface RosterRow {
  user_id: string;
  email: string;
  name: string;
  status: RosterStatus;
  completed_at: string | null;
}

const validCursor = (keys: unknown[]): keys is [string, string] =>
  keys.length === 2 && typeof keys[0] === "string" && keys[0].length <= 320 && typeof keys[1] === "string" && USER_ID.test(keys[1]);

async function rosterRows(db: Db, s: OrgStanding, a: AssignmentRow, page: { cursor?: string | undefined; limit: number }, now: Date) {
  const after = page.cursor ? decodeKeyset(page.cursor, validCursor) : null;
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
          select page.user_id, page.email, page.name, ${statusInputs(sql`page.user_id`, target)}
          from (
            select m.user_id, u.email, u.name
            from org_members m join users u on u.id = m.user_id
            where ${reachSql(a)} and ${scopeSql(s)}
              ${after ? sql`and (u.email, m.user_id) > (${after[0]}, ${after[1]})` : sql``}
            order by u.email, m.user_id
            limit ${page.limit + 1}
          ) page
        ) p
        order by p.email, p.user_id`,
  );
}

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
  return toKeysetPage(rows, page.limit, toEntry, (r) => [r.email, r.user_id]);
}

const EXPORT_BATCH = 1000;
const csvLine = (values: (string | number | null)[]) => `${values.map(csvCell).join(",")}\r\n`;

/**
 * The whole roster as CSV, a page of 1,000 at a time (memory holds one
 * page), formula-injection safe (members/csv.ts). Checks access before the
 * first byte, so a refusal is a proper 403/404 and not a broken download.
 */
export async function rosterCsv(db: Db, s: OrgStanding, id: string, now = new Date()): Promise<{ title: string; lines: AsyncGenerator<string> }> {
  requireLead(s);
  const a = await assignmentIn(db, s, id);
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(["assignment", "due", "hours", "user_id", "name", "email", "status", "completed_at"]);
    let cursor: string | undefined;
    do {
      const rows = await rosterRows(db, s, a, { cursor, limit: EXPORT_BATCH }, now);
      const page = toKeysetPage(
        rows,
        EXPORT_BATCH,
        (r) => r,
        (r) => [r.email, r.user_id],
      );
      yield page.items.map((r) => csvLine([a.title, a.dueAt.toISOString(), a.hours, r.user_id, r.name, r.email, r.status, r.completed_at])).join("");
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return { title: a.title, lines: lines() };
}
