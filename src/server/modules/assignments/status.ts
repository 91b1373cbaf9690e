import { sql, type SQL } from "drizzle-orm";

import { membersPartsSql } from "../../access/series-policy.js";
import { exactTimestamp } from "../../db/pagination.js";

// A person's status on an assignment (docs/decisions/097), as SQL over one
// person (`userSql`) and one assignment (its kind, record, id, due date and
// whether it has a knowledge check). Every read of statuses (rosters, the
// per-person view, "Assigned to you", the reminders) uses these, so they
// agree. Each part is one lookup on a primary key or index:
// training_completions (user, kind, record), quiz_attempts (assignment,
// user, created), progress (user, kind, record).

interface StatusTarget {
  kind: SQL;
  contentId: SQL;
  assignmentId: SQL;
  dueAt: SQL;
  /** A boolean: the assignment has a knowledge check (its pass mark is set). */
  hasCheck: SQL;
}

/**
 * When the person completed what an assignment names, or null: a record's
 * completion; for a series (docs/decisions/103) the last completion of its
 * parts once every part a member is shown is completed (none while it shows
 * none).
 */
export function completedAtSql(userSql: SQL, kind: SQL, contentId: SQL): SQL {
  return sql`case when ${kind} = 'series' then
               (select case when count(*) > 0 and count(tc.completed_at) = count(*) then max(tc.completed_at) end
                from (${membersPartsSql(contentId)}) part
                left join training_completions tc on tc.user_id = ${userSql} and tc.content_kind = part.kind and tc.content_id = part.id)
             else (select tc.completed_at from training_completions tc
                   where tc.user_id = ${userSql} and tc.content_kind = ${kind} and tc.content_id = ${contentId}) end`;
}

/** Whether the person has any progress on what an assignment names: the record, or a series' part. */
function startedSql(userSql: SQL, kind: SQL, contentId: SQL): SQL {
  return sql`(exists (select 1 from progress pr where pr.user_id = ${userSql} and pr.content_kind = ${kind} and pr.content_id = ${contentId})
              or (${kind} = 'series' and exists (select 1 from (${membersPartsSql(contentId)}) part
                    join progress pr on pr.user_id = ${userSql} and pr.content_kind = part.kind and pr.content_id = part.id)))`;
}

/** The columns a status is computed from: select them for each person, then `statusColumns` over them. */
export function statusInputs(userSql: SQL, t: StatusTarget): SQL {
  return sql`${completedAtSql(userSql, t.kind, t.contentId)} as completed_at,
             (select min(q.created_at) from quiz_attempts q
               where q.assignment_id = ${t.assignmentId} and q.user_id = ${userSql} and q.passed) as passed_at,
             (${startedSql(userSql, t.kind, t.contentId)}
               or exists (select 1 from quiz_attempts q2 where q2.assignment_id = ${t.assignmentId} and q2.user_id = ${userSql})) as started`;
}

/**
 * `status` and `completed_at` (an exact ISO string, or null) from the inputs
 * of `statusInputs` selected as `p`: done = completed (and, with a check, a
 * passed attempt); else overdue once the due date passed; else in progress
 * when anything was started; else not started.
 */
export function statusColumns(t: Pick<StatusTarget, "dueAt" | "hasCheck">, now: Date): SQL {
  const done = sql`(p.completed_at is not null and (not ${t.hasCheck} or p.passed_at is not null))`;
  return sql`case when ${done} then 'done'
                  when ${t.dueAt} <= ${now.toISOString()}::timestamptz then 'overdue'
                  when p.completed_at is not null or p.started then 'in-progress'
                  else 'not-started' end as status,
             case when ${done} then ${exactTimestamp(sql`greatest(p.completed_at, p.passed_at)`)} end as completed_at`;
}

/** A timestamp as an ISO string in UTC, milliseconds (what a Date reads back exactly). */
export const iso = (expr: SQL) => sql<string>`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
