import { createHash } from "node:crypto";
import { and, desc, eq, isNull, ne, notInArray, or, sql, type SQL } from "drizzle-orm";

import { renderedBodyKey, type BodyMode, type BodyRenderer, type RenderedBodies } from "../../../shared/rendered-bodies.js";
import { readableRows } from "../../access/policy.js";
import { VISITOR } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { query, type Executor } from "../../db/raw-query.js";
import { contentItems, posts, renderedBodies } from "../../db/schema.js";
import type { JobHandle, JobLog } from "../../jobs/jobs.js";
import { insertJob } from "../../jobs/store.js";

// Bodies rendered ahead (docs/decisions/123). Parsing a post's markdown was
// most of the first render of its page after a start (the parser's code is
// cold then: about 10 of 26 ms). The bodies.render job renders the body of
// every post and text item a visitor may read, with the build's own
// renderer, into rendered_bodies; a page's render is handed the stored HTML
// while it still matches the text and the renderer, and parses the markdown
// as before when it does not (a record saved since, a new build).

/** A record whose body can be rendered ahead. */
export interface BodyRecord {
  kind: "post" | "item";
  id: string;
}

const MODE: Record<BodyRecord["kind"], BodyMode> = { post: "markdown", item: "lines" };
/** Bodies rendered per query of the job: a few milliseconds each. */
const BATCH = 25;

export const BODIES_JOB_NAME = "bodies.render";

/** The bodies.render job's payload: none (it renders whatever is stale). */
export type BodiesPayload = Record<string, never>;
export type BodiesJob = JobHandle<BodiesPayload>;

/** Saves gather this long before their bodies are rendered: one job for an editor's run of saves. */
const SAVE_WINDOW_MS = 10_000;

/** Queues bodies.render now, in `tx`: for content written without the app's jobs (the sample content's seed). */
export const queueBodiesNow = (tx: Executor, key: string) => insertJob(tx, { name: BODIES_JOB_NAME, payload: {}, key, runAt: null, maxAttempts: 5 });

/**
 * Queues bodies.render at the end of the current ten seconds, in the save's
 * transaction: a saved record's body is rendered ahead within seconds, not
 * at the job's next ten minutes. Every save of the window shares the job (its key).
 */
export async function queueBodiesAfterSave(bodies: BodiesJob, tx: Executor): Promise<void> {
  const due = new Date((Math.floor(Date.now() / SAVE_WINDOW_MS) + 1) * SAVE_WINDOW_MS);
  await bodies.send({}, { key: `saved@${due.toISOString()}`, runAt: due, in: tx });
}

/** What a body's HTML is made from: the renderer's version, the body's mode and its text, hashed. */
export const bodySourceKey = (version: string, mode: BodyMode, text: string): string =>
  createHash("sha256").update(`${version}\n${mode}\n${text}`).digest("hex");

/** bodySourceKey in SQL, of a text column: the job compares it with the stored key without reading the bodies that match. */
const sourceKeySql = (version: string, mode: BodyMode, text: SQL) => sql`encode(sha256(convert_to(${`${version}\n${mode}\n`} || ${text}, 'UTF8')), 'hex')`;

const recordColumn = (kind: BodyRecord["kind"]) => (kind === "post" ? renderedBodies.postId : renderedBodies.itemId);

/**
 * The bodies a page's render is handed: the record's stored HTML, keyed by
 * its text, when it was made from this text by this renderer; else none
 * (the page parses the markdown). `text` is the body the page shows, which
 * the access policy has already let the reader see.
 */
export async function renderedBodiesFor(db: Db, version: string, record: BodyRecord, text: string): Promise<RenderedBodies | null> {
  const mode = MODE[record.kind];
  const [row] = await db
    .select({ html: renderedBodies.html })
    .from(renderedBodies)
    .where(and(eq(recordColumn(record.kind), record.id), eq(renderedBodies.sourceKey, bodySourceKey(version, mode, text))));
  return row ? new Map([[renderedBodyKey(mode, text), row.html]]) : null;
}

/**
 * Up to BATCH records of a kind whose body a visitor may read and that has no
 * HTML made from its text by this renderer, newest first, but for `tried`
 * (those this run tried already: one that failed to render stays stale).
 */
function staleBodies(db: Db, kind: BodyRecord["kind"], version: string, tried: string[]): Promise<{ id: string; text: string }[]> {
  const mode = MODE[kind];
  if (kind === "post") {
    return db
      .select({ id: posts.id, text: posts.content })
      .from(posts)
      .leftJoin(renderedBodies, eq(renderedBodies.postId, posts.id))
      .where(
        and(
          readableRows(VISITOR, posts),
          tried.length > 0 ? notInArray(posts.id, tried) : undefined,
          or(isNull(renderedBodies.postId), ne(renderedBodies.sourceKey, sourceKeySql(version, mode, sql`${posts.content}`))),
        ),
      )
      .orderBy(desc(posts.createdAt))
      .limit(BATCH);
  }
  const text = sql<string>`coalesce(${contentItems.contentText}, '')`;
  return db
    .select({ id: contentItems.id, text })
    .from(contentItems)
    .leftJoin(renderedBodies, eq(renderedBodies.itemId, contentItems.id))
    .where(
      and(
        readableRows(VISITOR, contentItems),
        eq(contentItems.mediaType, "text"),
        tried.length > 0 ? notInArray(contentItems.id, tried) : undefined,
        or(isNull(renderedBodies.itemId), ne(renderedBodies.sourceKey, sourceKeySql(version, mode, text))),
      ),
    )
    .orderBy(desc(contentItems.createdAt))
    .limit(BATCH);
}

/**
 * Stores a body's HTML made from `text`, in place of the record's last one.
 * A record deleted meanwhile gets nothing; one saved meanwhile gets HTML
 * whose key no longer matches its text, which the next run makes again.
 */
async function storeBody(db: Db, record: BodyRecord, key: string, html: string): Promise<void> {
  const insert =
    record.kind === "post"
      ? sql`insert into rendered_bodies (post_id, source_key, html) select ${record.id}, ${key}, ${html} where exists (select 1 from posts where id = ${record.id})
            on conflict (post_id) do update set source_key = excluded.source_key, html = excluded.html, rendered_at = now()`
      : sql`insert into rendered_bodies (item_id, source_key, html) select ${record.id}, ${key}, ${html} where exists (select 1 from content_items where id = ${record.id})
            on conflict (item_id) do update set source_key = excluded.source_key, html = excluded.html, rendered_at = now()`;
  await query(db, insert);
}

/**
 * The bodies.render job: renders every body a visitor may read whose HTML
 * is missing or stale, a batch at a time, until none is left or the job's
 * time is up; answers how many were rendered. Each record is tried once a
 * run. A body that fails to render is logged and skipped (its page parses
 * the markdown, as before).
 */
export async function renderStaleBodies(db: Db, renderer: BodyRenderer, log: JobLog, signal: AbortSignal): Promise<number> {
  let rendered = 0;
  for (const kind of ["post", "item"] as const) {
    const mode = MODE[kind];
    const tried: string[] = [];
    for (;;) {
      const batch = await staleBodies(db, kind, renderer.version, tried);
      if (batch.length === 0) break;
      for (const { id, text } of batch) {
        if (signal.aborted) return rendered;
        tried.push(id);
        try {
          await storeBody(db, { kind, id }, bodySourceKey(renderer.version, mode, text), await renderer.render(text, mode));
          rendered++;
        } catch (error) {
          log.warn({ kind, id, error: error instanceof Error ? error.message : String(error) }, "a body could not be rendered ahead; its page renders it");
        }
        // Each render holds the event loop for a few milliseconds: requests go between them.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }
  return rendered;
}
