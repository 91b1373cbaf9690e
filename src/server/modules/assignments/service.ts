import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import {
  ASSIGNMENT_NOT_FOUND,
  CONTENT_NOT_FOUND,
  DUE_IN_PAST,
  SERIES_WITHOUT_PARTS,
  type Assignment,
  type CreateAssignmentInput,
  type PersonAssignment,
  type RosterStatus,
} from "../../../shared/assignments.js";
import type { Page, PageQuery } from "../../../shared/content.js";
import { PERSON_NOT_FOUND, UNIT_NOT_FOUND } from "../../../shared/orgs.js";
import { peopleFilter, peopleScope, reachesPerson, requireManage, type OrgStanding } from "../../access/org-policy.js";
import { canAssignRecord } from "../../access/policy.js";
import type { Db } from "../../db/client.js";
import { CONTENT_TABLES } from "../../db/content-tables.js";
import { cursorColumn, paginate, toPage } from "../../db/pagination.js";
import { query } from "../../db/raw-query.js";
import { orgAssignmentQuestions, orgAssignments, orgMembers, orgUnits } from "../../db/schema.js";
import { badRequest, notFound } from "../../errors.js";
import type { JobHandle } from "../../jobs/jobs.js";
import { holdSeries, seriesToAssign } from "../series/service.js";
import type { CertifyPayload } from "./completion.js";
import { iso, statusColumns, statusInputs } from "./status.js";

// Assignments (issue 33; docs/decisions/097): owners (and site admins) assign
// a published record to the whole organisation, a unit or a person; who may
// see which is the organisation policy's people scope (access/org-policy.ts).

export type AssignmentRow = typeof orgAssignments.$inferSelect;

const toAssignment = (row: AssignmentRow & { questionCount: number; cursorAt?: string }): Assignment => ({
  id: row.id,
  kind: row.contentKind,
  recordId: row.contentId,
  title: row.title,
  dueAt: row.dueAt.toISOString(),
  hours: row.hours,
  unitId: row.unitId,
  userId: row.userId,
  passMark: row.passMark,
  questionCount: Number(row.questionCount),
  createdAt: row.createdAt.toISOString(),
});

/** The assignment of this organisation, or the 404 of one that does not exist (another organisation's ids included). */
export async function assignmentIn(db: Db, s: OrgStanding, id: string): Promise<AssignmentRow> {
  const [row] = await db
    .select()
    .from(orgAssignments)
    .where(and(eq(orgAssignments.id, id), eq(orgAssignments.orgId, s.orgId)));
  if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
  return row;
}

/** Whether the assignment reaches a person of its organisation (their membership: unit). */
export const assignmentReaches = (a: Pick<AssignmentRow, "unitId" | "userId">, person: { userId: string; unitId: string | null }) =>
  a.userId ? a.userId === person.userId : a.unitId ? a.unitId === person.unitId : true;

/** The people an assignment reaches, as a condition on org_members aliased `m` (its organisation's). */
export function reachSql(a: Pick<AssignmentRow, "orgId" | "unitId" | "userId">): SQL {
  if (a.userId) return sql`m.org_id = ${a.orgId} and m.user_id = ${a.userId}`;
  if (a.unitId) return sql`m.org_id = ${a.orgId} and m.unit_id = ${a.unitId}`;
  return sql`m.org_id = ${a.orgId}`;
}

/** `assignmentReaches` as SQL: assignment `a` reaches member `m` (org_members, joined on the same organisation). */
export const reachesMemberSql = sql`((a.unit_id is null and a.user_id is null) or a.unit_id = m.unit_id or a.user_id = m.user_id)`;

/** org_members as `m`: what the raw statements here name it, for the policy's `peopleFilter` (rosters, the report, a supervisor's assignments). */
export const members = alias(orgMembers, "m");

/**
 * The title of what is assigned: a record a member sees in full, or a
 * published series with a part to complete (docs/decisions/103); else the
 * record's 404 (a draft, deleted, or no such thing) or, for a series with
 * nothing published in it yet, a 400 that says so.
 */
async function assignedTitle(db: Db, kind: CreateAssignmentInput["kind"], id: string): Promise<{ title: string }> {
  if (kind === "series") {
    const found = await seriesToAssign(db, id);
    if (!found?.published) throw notFound(CONTENT_NOT_FOUND);
    if (!found.assignable) throw badRequest(SERIES_WITHOUT_PARTS);
    return { title: found.title };
  }
  const table = CONTENT_TABLES[kind];
  const [record] = await db.select({ title: table.title, status: table.status, isMembersOnly: table.isMembersOnly }).from(table).where(eq(table.id, id));
  if (!record || !canAssignRecord(record)) throw notFound(CONTENT_NOT_FOUND);
  return record;
}

/**
 * Makes an assignment (owners and site admins). With credit hours, the
 * people it reaches who completed the record before are certified by a job
 * queued in the same transaction (`certify`, keyed by the assignment).
 */
export async function createAssignment(
  db: Db,
  s: OrgStanding,
  input: CreateAssignmentInput,
  { certify, now = new Date() }: { certify?: JobHandle<CertifyPayload>; now?: Date } = {},
): Promise<{ id: string }> {
  requireManage(s);
  const dueAt = new Date(input.dueAt);
  if (dueAt.getTime() <= now.getTime()) throw badRequest(DUE_IN_PAST);
  const record = await assignedTitle(db, input.kind, input.recordId);
  if (input.unitId) {
    const [unit] = await db
      .select({ id: orgUnits.id })
      .from(orgUnits)
      .where(and(eq(orgUnits.id, input.unitId), eq(orgUnits.orgId, s.orgId)));
    if (!unit) throw notFound(UNIT_NOT_FOUND);
  }
  if (input.userId) {
    const [person] = await db
      .select({ id: orgMembers.userId })
      .from(orgMembers)
      .where(and(eq(orgMembers.userId, input.userId), eq(orgMembers.orgId, s.orgId)));
    if (!person) throw notFound(PERSON_NOT_FOUND);
  }
  return db.transaction(async (tx) => {
    // A series deleted meanwhile is not assigned; one being deleted waits for this and then refuses (docs/decisions/110).
    if (input.kind === "series" && !(await holdSeries(tx, input.recordId))) throw notFound(CONTENT_NOT_FOUND);
    const [row] = await tx
      .insert(orgAssignments)
      .values({
        orgId: s.orgId,
        contentKind: input.kind,
        contentId: input.recordId,
        title: record.title,
        unitId: input.unitId ?? null,
        userId: input.userId ?? null,
        dueAt,
        hours: input.hours ?? null,
        passMark: input.passMark ?? null,
        createdBy: s.userId,
      })
      .returning({ id: orgAssignments.id });
    if (input.questions?.length) {
      await tx
        .insert(orgAssignmentQuestions)
        .values(input.questions.map((q, position) => ({ assignmentId: row!.id, position, prompt: q.prompt, choices: q.choices, answer: q.answer })));
    }
    if (certify && input.hours !== undefined) await certify.send({ assignmentId: row!.id }, { key: `assignment-certify:${row!.id}`, in: tx });
    return { id: row!.id };
  });
}

/**
 * The organisation's assignments the standing may see, newest first: an
 * owner all; a supervisor those that reach their units' people (the whole
 * organisation's, their units', one of their people's); a member their own
 * (the whole organisation's, their unit's, theirs).
 */
export async function listAssignments(db: Db, s: OrgStanding, page: PageQuery): Promise<Page<Assignment>> {
  const scope = peopleScope(s);
  const everyone = sql`(${orgAssignments.unitId} is null and ${orgAssignments.userId} is null)`;
  let visible: SQL | undefined;
  if (scope.kind === "units") {
    const units = `{${scope.unitIds.join(",")}}`;
    visible =
      scope.unitIds.length === 0
        ? sql`false`
        : sql`(${everyone} or ${orgAssignments.unitId} = any(${units}::uuid[])
               or ${orgAssignments.userId} in (select m.user_id from org_members m where ${peopleFilter(s, members)}))`;
  } else if (scope.kind === "self") {
    visible = sql`(${everyone} or ${orgAssignments.userId} = ${scope.userId} ${s.unitId ? sql`or ${orgAssignments.unitId} = ${s.unitId}` : sql``})`;
  }
  const rows = await paginate(
    db
      .select({
        row: orgAssignments,
        cursorAt: cursorColumn(orgAssignments),
        questionCount: sql<number>`(select count(*)::int from org_assignment_questions q where q.assignment_id = ${orgAssignments.id})`,
      })
      .from(orgAssignments)
      .$dynamic(),
    orgAssignments,
    page,
    and(eq(orgAssignments.orgId, s.orgId), visible),
  );
  return toPage(
    rows.map((r) => ({ ...r, id: r.row.id })),
    page.limit,
    (r) => toAssignment({ ...r.row, questionCount: r.questionCount }),
  );
}

export async function deleteAssignment(db: Db, s: OrgStanding, id: string): Promise<void> {
  requireManage(s);
  const deleted = await db
    .delete(orgAssignments)
    .where(and(eq(orgAssignments.id, id), eq(orgAssignments.orgId, s.orgId)))
    .returning({ id: orgAssignments.id });
  if (!deleted.length) throw notFound(ASSIGNMENT_NOT_FOUND);
}

interface PersonAssignmentRow {
  id: string;
  content_kind: Assignment["kind"];
  content_id: string;
  title: string;
  due_at: string;
  hours: number | null;
  has_check: boolean;
  status: RosterStatus;
  completed_at: string | null;
}

/** Every assignment that reaches one member of the organisation, with their status, soonest due first. */
async function assignmentsOf(db: Db, orgId: string, userId: string, now: Date, openOnly: boolean): Promise<PersonAssignment[]> {
  const target = {
    kind: sql`a.content_kind`,
    contentId: sql`a.content_id`,
    assignmentId: sql`a.id`,
    dueAt: sql`a.due_at`,
    hasCheck: sql`(a.pass_mark is not null)`,
  };
  const rows = await query<PersonAssignmentRow>(
    db,
    sql`select * from (
          select p.id, p.content_kind, p.content_id, p.title, p.due_iso as due_at, p.hours, p.pass_mark is not null as has_check, ${statusColumns({ dueAt: sql`p.due_at`, hasCheck: sql`(p.pass_mark is not null)` }, now)}
          from (
            select a.id, a.content_kind, a.content_id, a.title, a.hours, a.pass_mark, a.due_at,
                   ${iso(sql`a.due_at`)} as due_iso,
                   ${statusInputs(sql`${userId}`, target)}
            from org_assignments a
            join org_members m on m.user_id = ${userId} and m.org_id = a.org_id
            where a.org_id = ${orgId}
              and ${reachesMemberSql}
          ) p
        ) r
        ${openOnly ? sql`where r.status <> 'done'` : sql``}
        order by r.due_at, r.id
        limit 500`,
  );
  return rows.map((r) => ({
    assignmentId: r.id,
    kind: r.content_kind,
    recordId: r.content_id,
    title: r.title,
    dueAt: r.due_at,
    hours: r.hours === null ? null : Number(r.hours),
    hasCheck: r.has_check,
    status: r.status,
    completedAt: r.completed_at,
  }));
}

/** One person's assignments and statuses, for whoever's scope reaches them (else the 404 of someone not in it). */
export async function personTraining(db: Db, s: OrgStanding, userId: string, now = new Date()): Promise<{ items: PersonAssignment[] }> {
  const [person] = await db
    .select({ userId: orgMembers.userId, unitId: orgMembers.unitId })
    .from(orgMembers)
    .where(and(eq(orgMembers.userId, userId), eq(orgMembers.orgId, s.orgId)));
  if (!person || !reachesPerson(s, person)) throw notFound(PERSON_NOT_FOUND);
  return { items: await assignmentsOf(db, s.orgId, userId, now, false) };
}

/** The member's own open assignments ("Assigned to you"), soonest due first; none outside an organisation. */
export async function myOpenAssignments(db: Db, s: OrgStanding | null, now = new Date()): Promise<{ orgId: string | null; items: PersonAssignment[] }> {
  if (!s || !s.role) return { orgId: null, items: [] };
  return { orgId: s.orgId, items: await assignmentsOf(db, s.orgId, s.userId, now, true) };
}
