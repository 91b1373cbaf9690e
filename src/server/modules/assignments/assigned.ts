import { sql } from "drizzle-orm";

import type { AssignmentKind } from "../../../shared/assignments.js";
import type { SeriesPartKind } from "../../../shared/series.js";
import { query, type Executor } from "../../db/raw-query.js";
import { seriesParts } from "../../db/schema.js";
import type { JobHandle } from "../../jobs/jobs.js";
import { PART_COLUMNS } from "../series/filter.js";

// Who has assigned a record or a series, for the writes that change what an
// assignment asks: a series' deletion (refused, docs/decisions/110) and a
// series losing a part (its people may be done, docs/decisions/112). Apart
// from the assignments service, which reads the series service, so that the
// series and content services can ask without a cycle. Both look
// assignments up by content (org_assignments_content_idx, migration 0043).

/** The organisations with an assignment of `kind` `id`, by name, each with how many; in the caller's transaction. */
export async function assignedBy(db: Executor, kind: AssignmentKind, id: string): Promise<{ name: string; count: number }[]> {
  return query<{ name: string; count: number }>(
    db,
    sql`select o.name, count(*)::int as count
        from org_assignments a join organisations o on o.id = a.org_id
        where a.content_kind = ${kind} and a.content_id = ${id}
        group by o.id, o.name order by o.name, o.id`,
  );
}

/** The `assignments.certify` job (completion.ts defines it), as the writes that may finish a series queue it. */
export type CertifyAssignments = Pick<JobHandle<{ assignmentId: string }>, "sendMany">;

/**
 * A series that loses a part (dropped from its list on a save, unpublished,
 * deleted) asks less of everyone: a person whose only unfinished part it
 * was is now done, and owed the certificate of each assignment of the series
 * with credit hours. Queues `assignments.certify` for each such assignment
 * of series `seriesId`, or of the series that record `part` is in, in the
 * caller's transaction: the job runs once the change is committed, reads the
 * series as it is then, and issues once per person and assignment. No key:
 * each change is its own occasion. Answers how many were queued.
 */
export async function certifyAfterPartLeaves(
  tx: Executor,
  certify: CertifyAssignments,
  of: { seriesId: string } | { part: { kind: SeriesPartKind; id: string } },
): Promise<number> {
  const seriesId =
    "seriesId" in of
      ? sql`${of.seriesId}::uuid`
      : sql`(select ${seriesParts.seriesId} from ${seriesParts} where ${PART_COLUMNS[of.part.kind]} = ${of.part.id})`;
  const due = await query<{ id: string }>(
    tx,
    sql`select a.id from org_assignments a
        where a.content_kind = 'series' and a.content_id = ${seriesId} and a.hours is not null`,
  );
  if (due.length === 0) return 0;
  return certify.sendMany(
    due.map((a) => ({ payload: { assignmentId: a.id } })),
    { in: tx },
  );
}
