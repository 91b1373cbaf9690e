import { sql } from "drizzle-orm";

import { letterVersion } from "../../access/policy.js";
import type { Db } from "../../db/client.js";
import type { ContentKind } from "../../db/content-tables.js";
import { query, type Executor } from "../../db/raw-query.js";
import type { JobContext } from "../../jobs/jobs.js";
import { announcementLetters } from "./announcements.js";
import {
  deliverQueued,
  finishSend,
  listRecipients,
  TOPIC_COLUMNS,
  type LetterOf,
  type SendDeps,
  type SendJob,
  type SendPayload,
  type SendRow,
  type Version,
} from "./delivery.js";
import { digestLetters } from "./digest.js";
import type { RenderedLetter } from "./letter.js";
import { letterContent, loadLetterRecord } from "./record-letter.js";

export type { SendDeps, SendJob, SendPayload } from "./delivery.js";
export { sendPayloadSchema } from "./delivery.js";

// Newsletter sends (issue 31, docs/decisions/088): a published record's
// e-mail (at most one send per record, ever), the weekly digest and the
// admin's announcements. A send is a row; its recipients are rows of their
// own, listed once when it starts; the one `newsletter.send` job of a send
// then delivers them (delivery.ts).

/**
 * A write asked to e-mail its record (`sendEmail: true`): published now, the
 * send starts with the write's commit; scheduled, it waits for the release
 * (startScheduledSend). A record is sent at most once, ever.
 */
export async function requestRecordSend(tx: Executor, job: SendJob, kind: ContentKind, row: { id: string; status: string; title: string }, by: string | null) {
  if (row.status === "draft") return;
  const status = row.status === "scheduled" ? "scheduled" : "preparing";
  const [send] = await query<{ id: string; status: string }>(
    tx,
    sql`insert into newsletter_sends (kind, content_kind, content_id, subject, status, created_by)
        values ('record', ${kind}, ${row.id}, ${row.title}, ${status}, ${by})
        on conflict (content_kind, content_id) do update set status = excluded.status, subject = excluded.subject
          where newsletter_sends.status = 'scheduled'
        returning id, status`,
  );
  if (send?.status === "preparing") await job.send({ sendId: send.id }, { key: send.id, in: tx });
}

/** A scheduled record's write without `sendEmail`: it is no longer to be sent when released. */
export async function cancelScheduledSend(tx: Executor, kind: ContentKind, id: string) {
  await tx.execute(sql`delete from newsletter_sends where content_kind = ${kind} and content_id = ${id} and status = 'scheduled'`);
}

/** Its record was published (released, or published by a save): a send that waited for it starts, in the same transaction. */
export async function promoteScheduledSend(tx: Executor, job: SendJob, kind: ContentKind, id: string) {
  const [send] = await query<{ id: string }>(
    tx,
    sql`update newsletter_sends set status = 'preparing' where content_kind = ${kind} and content_id = ${id} and status = 'scheduled' returning id`,
  );
  if (send) await job.send({ sendId: send.id }, { key: send.id, in: tx });
}

/** Its record was released by the release job. */
export const startScheduledSend = (db: Db, job: SendJob, kind: ContentKind, id: string) => db.transaction((tx) => promoteScheduledSend(tx, job, kind, id));

/** The `newsletter.send` job: lists the send's recipients once, then delivers what is queued, paced, until none is left. */
export async function runSend(deps: SendDeps, { sendId }: SendPayload, context: Pick<JobContext, "signal" | "log">): Promise<void> {
  const [send] = await query<SendRow>(deps.db, sql`select id, kind, content_kind, content_id, status, key from newsletter_sends where id = ${sendId}`);
  if (!send || send.status === "done" || send.status === "scheduled") return;
  const letters = send.kind === "record" ? recordLetters : send.kind === "digest" ? digestLetters : announcementLetters;
  const letterOf = await letters(deps, send);
  if (letterOf) await deliverQueued(deps, sendId, letterOf, context);
  else await finishSend(deps.db, sendId);
}

/** A record's send: its topic's subscribers, each with the record whole or its teaser, as the access policy says. Null: nothing to send. */
async function recordLetters(deps: SendDeps, send: SendRow): Promise<LetterOf | null> {
  const record = send.content_kind && send.content_id ? await loadLetterRecord(deps.db, send.content_kind, send.content_id) : null;
  const member = record && letterVersion(true, record);
  const visitor = record && letterVersion(false, record);
  // Deleted or taken back to draft before it went out: nothing to send.
  if (!record || !member || !visitor) return null;
  if (send.status === "preparing") await listRecipients(deps.db, send.id, sql`s.${TOPIC_COLUMNS[record.topic]}`, { member, visitor }, deps.verifiedMembersOnly);
  // The e-mail renderer (react-email, react-markdown) is loaded by the first send, not when the server starts.
  const { renderLetter } = await import("./letter.js");
  const letters: Partial<Record<Version, Promise<RenderedLetter>>> = {};
  return ({ version }) => (letters[version] ??= renderLetter(deps.origin, letterContent(deps.origin, record, version)));
}

/**
 * Sends still waiting for a release that has happened (the server stopped
 * between the release and the send's start, or a backup was restored): the
 * release safety net starts them, and drops those whose record is gone.
 */
export async function startReleasedSends(db: Db, job: SendJob): Promise<void> {
  const waiting = await query<{ content_kind: ContentKind; content_id: string }>(
    db,
    sql`select s.content_kind, s.content_id from newsletter_sends s
         where s.status = 'scheduled'
           and coalesce((select p.status from posts p where s.content_kind = 'post' and p.id = s.content_id),
                        (select e.status from podcasts e where s.content_kind = 'episode' and e.id = s.content_id),
                        (select i.status from content_items i where s.content_kind = 'item' and i.id = s.content_id)) = 'published'`,
  );
  for (const { content_kind, content_id } of waiting) await startScheduledSend(db, job, content_kind, content_id);
  // A scheduled record deleted before its release takes its waiting send with it.
  await db.execute(sql`delete from newsletter_sends s
                        where s.status = 'scheduled'
                          and not exists (select 1 from posts p where s.content_kind = 'post' and p.id = s.content_id)
                          and not exists (select 1 from podcasts e where s.content_kind = 'episode' and e.id = s.content_id)
                          and not exists (select 1 from content_items i where s.content_kind = 'item' and i.id = s.content_id)`);
}
