import { sql } from "drizzle-orm";

import type { AssignmentKind } from "../../../shared/assignments.js";
import { query, type Executor } from "../../db/raw-query.js";

// Which organisations have assigned a record or a series, for the writes that
// would leave an assignment with nothing to complete (a series' deletion,
// docs/decisions/110). Apart from the assignments service, which reads the
// series service, so that the series service can ask without a cycle.

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
