import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { z } from "zod";

import { letterVersion } from "../../access/policy.js";
import type { Db } from "../../db/client.js";
import type { ContentKind } from "../../db/content-tables.js";
import { query, type Executor } from "../../db/raw-query.js";
import type { JobContext, JobHandle } from "../../jobs/jobs.js";
import type { Mail, Mailer } from "../../mail/mailer.js";
import type { RenderedLetter } from "./letter.js";
import { subscriberLinks } from "./links.js";
import { letterContent, loadLetterRecord, type LetterRecord } from "./record-letter.js";

type Version = "full" | "teaser";

// Sending a newsletter e-mail to many (issue 31, docs/decisions/088). A send
// is a row; its recipients are rows of their own (one per subscriber, by
// primary key), listed once when the send starts. The one `newsletter.send`
// job of a send then hands them to the SMTP server one at a time, paced:
// each delivery is marked `sending` (committed) before its SMTP conversation
// and `sent` after it. A delivery found `sending` by a later try was cut off
// by a crash: it may have arrived, so it is marked failed ("interrupted")
// and never sent again. Nobody gets two copies; the admin sees who might
// have got none.

export const sendPayloadSchema = z.object({ sendId: z.uuid() });
export type SendPayload = z.infer<typeof sendPayloadSchema>;
export type SendJob = JobHandle<SendPayload>;

const INTERRUPTED = "Interrupted while sending (the server stopped): not sent again, so that no one gets two copies.";
/** Tries of one delivery (SMTP server unreachable, 4xx) before it is given up. */
const MAX_DELIVERY_ATTEMPTS = 5;
const TOPIC_COLUMNS = {
  articles: sql`articles`,
  episodes: sql`episodes`,
  caseStudies: sql`case_studies`,
  digest: sql`digest`,
  announcements: sql`announcements`,
};

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

export interface SendDeps {
  db: Db;
  mailer: Mailer;
  secret: string;
  /** The site's origin, for every link and image. */
  origin: string;
  ratePerSecond: number;
  runnerId: string;
  /** Whether an account counts as a member only once its address is verified (it can sign in only then: auth.ts). */
  verifiedMembersOnly: boolean;
}

interface SendRow {
  id: string;
  kind: string;
  content_kind: ContentKind | null;
  content_id: string | null;
  status: string;
}

/** Lists a record send's recipients, once: the subscribers of its topic, each with the version the access policy gives them. */
async function listRecipients(db: Db, send: SendRow, record: LetterRecord, versions: { member: Version; visitor: Version }, verifiedOnly: boolean) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into newsletter_deliveries (send_id, subscriber_id, email, version)
      select ${send.id}, s.id, s.email,
             case when exists (select 1 from users u where lower(u.email) = s.email_key and (u.email_verified or not ${verifiedOnly})) then ${versions.member} else ${versions.visitor} end
        from newsletter_subscribers s
       where s.status = 'active' and s.${TOPIC_COLUMNS[record.topic]}
      on conflict do nothing`);
    await tx.execute(sql`update newsletter_sends set status = 'sending', started_at = now() where id = ${send.id} and status = 'preparing'`);
  });
}

const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** The `newsletter.send` job: prepares the send once, then delivers what is queued, paced, until none is left. */
export async function runSend(deps: SendDeps, { sendId }: SendPayload, context: Pick<JobContext, "signal" | "log">): Promise<void> {
  const { db, mailer, runnerId } = deps;
  const [send] = await query<SendRow>(db, sql`select id, kind, content_kind, content_id, status from newsletter_sends where id = ${sendId}`);
  if (!send || send.status === "done" || send.status === "scheduled") return;
  const record = send.content_kind && send.content_id ? await loadLetterRecord(db, send.content_kind, send.content_id) : null;
  const member = record && letterVersion(true, record);
  const visitor = record && letterVersion(false, record);
  if (!record || !member || !visitor) {
    // Deleted or taken back to draft before it went out: nothing to send.
    await db.execute(sql`update newsletter_sends set status = 'done', finished_at = now() where id = ${sendId}`);
    return;
  }
  if (send.status === "preparing") await listRecipients(db, send, record, { member, visitor }, deps.verifiedMembersOnly);
  // The e-mail renderer (react-email, react-markdown) is loaded by the first send, not when the server starts.
  const { letterFor, renderLetter } = await import("./letter.js");
  const letters: Partial<Record<Version, RenderedLetter>> = {};
  const letterOf = async (version: Version) => (letters[version] ??= await renderLetter(deps.origin, letterContent(deps.origin, record, version)));

  // What a try before this one left half-done: it may have reached the recipient, so it is not sent again.
  await db.execute(sql`update newsletter_deliveries set status = 'failed', error = ${INTERRUPTED}
                        where send_id = ${sendId} and status = 'sending' and claimed_by <> ${runnerId}`);

  const gapMs = 1000 / deps.ratePerSecond;
  const host = new URL(deps.origin).hostname;
  let nextAt = Date.now();
  for (;;) {
    if (context.signal.aborted) return;
    const [delivery] = await query<{ subscriber_id: string; email: string; version: Version; attempts: number }>(
      db,
      sql`update newsletter_deliveries set status = 'sending', claimed_by = ${runnerId}, claimed_at = now(), attempts = attempts + 1
           where send_id = ${sendId} and subscriber_id = (
             select subscriber_id from newsletter_deliveries where send_id = ${sendId} and status = 'queued'
              order by subscriber_id limit 1 for update skip locked)
          returning subscriber_id, email, version, attempts`,
    );
    if (!delivery) break;
    const wait = nextAt - Date.now();
    if (wait > 0) await sleep(wait, undefined, { signal: context.signal }).catch(() => {});
    nextAt = Math.max(nextAt, Date.now()) + gapMs;
    const links = subscriberLinks(deps.origin, deps.secret, delivery.subscriber_id);
    const copy = letterFor(await letterOf(delivery.version), links);
    const mail: Mail = {
      to: delivery.email,
      ...copy,
      messageId: `<${sendId}.${delivery.subscriber_id}@${host}>`,
      headers: {
        "List-Unsubscribe": `<${links.unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "List-Id": `Stay Sharp <stay-sharp.${host}>`,
      },
    };
    const where = sql`send_id = ${sendId} and subscriber_id = ${delivery.subscriber_id} and claimed_by = ${runnerId}`;
    try {
      await mailer.send(mail);
      await db.execute(sql`update newsletter_deliveries set status = 'sent', sent_at = now(), error = null where ${where}`);
    } catch (error) {
      if (isPermanent(error)) {
        await db.execute(sql`update newsletter_deliveries set status = 'failed', error = ${reason(error)} where ${where}`);
        await db.execute(sql`update newsletter_subscribers set status = 'bounced', bounced_at = now(), bounce_reason = ${reason(error)}, updated_at = now()
                              where id = ${delivery.subscriber_id} and status = 'active'`);
        continue;
      }
      const giveUp = delivery.attempts >= MAX_DELIVERY_ATTEMPTS;
      await db.execute(sql`update newsletter_deliveries set status = ${giveUp ? "failed" : "queued"}, error = ${reason(error)} where ${where}`);
      // The SMTP server is down or busy: the job tries again later (its backoff), from the deliveries still queued.
      if (!giveUp) throw error;
    }
  }
  const [left] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from newsletter_deliveries where send_id = ${sendId} and status in ('queued', 'sending')`,
  );
  if (left?.n === 0) await db.execute(sql`update newsletter_sends set status = 'done', finished_at = now() where id = ${sendId} and status = 'sending'`);
  context.log.info({ sendId }, "newsletter send finished its run");
}

/**
 * Sends still waiting for a release that has happened (the server stopped
 * between the release and the send's start, or a backup was restored): the
 * release safety net starts them.
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
}
