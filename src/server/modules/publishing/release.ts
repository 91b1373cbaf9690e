import { and, eq, lte, sql } from "drizzle-orm";
import { z } from "zod";

import type { Db } from "../../db/client.js";
import { CONTENT_TABLES, PUBLISHED_NOW } from "../../db/content-tables.js";
import type { Executor } from "../../db/raw-query.js";
import type { JobHandle } from "../../jobs/jobs.js";

// Scheduled releases (issue 30): a record saved as scheduled queues one
// `content.release` job for its time, in the same transaction as the write,
// keyed by record and time (a second save at the same time queues nothing;
// a new time queues a new job, and the old one finds its time changed and
// does nothing). The release itself is one conditional UPDATE, so however
// many instances run the job, the record is published once. The change
// notices of the content tables then empty every instance's caches.

export const RELEASE_KINDS = ["post", "episode", "item"] as const;
export type ReleaseKind = (typeof RELEASE_KINDS)[number];

export const releasePayloadSchema = z.object({ kind: z.enum(RELEASE_KINDS), id: z.uuid(), publishAt: z.iso.datetime() });
export type ReleasePayload = z.infer<typeof releasePayloadSchema>;

/** The scheduled-release job, as writes hold it. */
export type Release = JobHandle<ReleasePayload>;

/** Queues the release of a record saved as scheduled, in the write's transaction. */
export async function queueRelease(release: Release, tx: Executor, kind: ReleaseKind, row: { id: string; status: string; publishAt: Date | null }) {
  if (row.status !== "scheduled" || !row.publishAt) return;
  const publishAt = row.publishAt.toISOString();
  await release.send({ kind, id: row.id, publishAt }, { key: `${kind}:${row.id}:${publishAt}`, runAt: row.publishAt, in: tx });
}

/** Publishes the record if it is still scheduled for that time; true when this call published it. */
export async function releaseRecord(db: Db, { kind, id, publishAt }: ReleasePayload): Promise<boolean> {
  const table = CONTENT_TABLES[kind];
  const released = await db
    .update(table)
    .set(PUBLISHED_NOW)
    .where(and(eq(table.id, id), eq(table.status, "scheduled"), eq(table.publishAt, new Date(publishAt))))
    .returning({ id: table.id });
  return released.length > 0;
}

/**
 * Publishes every scheduled record whose time has passed: the five-minute
 * safety net for a release whose job is gone (a restored backup holds no
 * jobs). Returns the records it published.
 */
export async function releaseDue(db: Db): Promise<{ kind: ReleaseKind; id: string }[]> {
  const released: { kind: ReleaseKind; id: string }[] = [];
  for (const kind of RELEASE_KINDS) {
    const table = CONTENT_TABLES[kind];
    const rows = await db
      .update(table)
      .set(PUBLISHED_NOW)
      .where(and(eq(table.status, "scheduled"), lte(table.publishAt, sql`now()`)))
      .returning({ id: table.id });
    released.push(...rows.map(({ id }) => ({ kind, id })));
  }
  return released;
}
