import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { z } from "zod";

import type { Db } from "../../db/client.js";
import type { ContentKind } from "../../db/content-tables.js";
import { query } from "../../db/raw-query.js";
import type { JobContext, JobHandle } from "../../jobs/jobs.js";
import type { Mail, Mailer } from "../../mail/mailer.js";
import type { RenderedLetter } from "./letter.js";
import { subscriberLinks } from "./links.js";

// Handing a send's recipients to the SMTP server (docs/decisions/088): one
// delivery at a time, claimed (`sending`, committed) before its SMTP
// conversation and marked `sent` after it, paced to the configured rate.
// A delivery a dead runner left `sending` may have arrived: it is marked
// failed as interrupted and never sent again, so nobody gets two copies.

export const sendPayloadSchema = z.object({ sendId: z.uuid() });
export type SendPayload = z.infer<typeof sendPayloadSchema>;
export type SendJob = JobHandle<SendPayload>;

export const TOPIC_COLUMNS = {
  articles: sql`articles`,
  episodes: sql`episodes`,
  caseStudies: sql`case_studies`,
  digest: sql`digest`,
  announcements: sql`announcements`,
};

export interface SendRow {
  id: string;
  kind: "record" | "digest" | "announcement";
  content_kind: ContentKind | null;
  content_id: string | null;
  status: string;
  key: string | null;
}

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

export type Version = "full" | "teaser";

export interface Delivery {
  subscriberId: string;
  email: string;
  /** full: as a member reads it; teaser: as a visitor does. */
  version: Version;
  attempts: number;
}

/** The e-mail one delivery gets, its recipient's links still placeholders (letter.tsx: letterFor fills them). */
export type LetterOf = (delivery: Delivery) => Promise<RenderedLetter>;

const NO_LONGER_SUBSCRIBED = "Not sent: the address unsubscribed (or bounced) after the send began.";
const INTERRUPTED = "Interrupted while sending (the server stopped): not sent again, so that no one gets two copies.";
/** Tries of one delivery (SMTP server unreachable, 4xx) before it is given up. */
const MAX_DELIVERY_ATTEMPTS = 5;

const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Delivers the send's queued recipients until none is left (the send is then done), the job is stopped, or the SMTP server fails (thrown: the job retries). */
export async function deliverQueued(deps: SendDeps, sendId: string, letterOf: LetterOf, context: Pick<JobContext, "signal" | "log">): Promise<void> {
  const { db, mailer } = deps;
  const { letterFor } = await import("./letter.js");
  // Each try claims under its own name: what any other try left `sending` (a crash, a lost connection, this
  // instance's own earlier try) may have reached the recipient, so it is marked interrupted, never sent again.
  const claimer = `${deps.runnerId}:${randomUUID().slice(0, 8)}`;
  await db.execute(sql`update newsletter_deliveries set status = 'failed', error = ${INTERRUPTED}
                        where send_id = ${sendId} and status = 'sending' and claimed_by <> ${claimer}`);

  const gapMs = 1000 / deps.ratePerSecond;
  const host = new URL(deps.origin).hostname;
  let nextAt = Date.now();
  for (;;) {
    // The pace's wait comes before the claim, so a delivery is `sending` only for its SMTP conversation.
    const wait = nextAt - Date.now();
    if (wait > 0) await sleep(wait, undefined, { signal: context.signal }).catch(() => {});
    if (context.signal.aborted) return;
    nextAt = Math.max(nextAt, Date.now()) + gapMs;
    const [claimed] = await query<{ subscriber_id: string; email: string; version: Version; attempts: number; subscriber_status: string | null }>(
      db,
      sql`update newsletter_deliveries set status = 'sending', claimed_by = ${claimer}, claimed_at = now(), attempts = attempts + 1
           where send_id = ${sendId} and subscriber_id = (
             select subscriber_id from newsletter_deliveries where send_id = ${sendId} and status = 'queued'
              order by subscriber_id limit 1 for update skip locked)
          returning subscriber_id, email, version, attempts,
                    (select s.status from newsletter_subscribers s where s.id = subscriber_id) as subscriber_status`,
    );
    if (!claimed) break;
    const delivery: Delivery = { subscriberId: claimed.subscriber_id, email: claimed.email, version: claimed.version, attempts: claimed.attempts };
    const where = sql`send_id = ${sendId} and subscriber_id = ${delivery.subscriberId} and claimed_by = ${claimer}`;
    // Unsubscribed (or bounced by another send) since the recipients were listed: not sent.
    if (claimed.subscriber_status !== "active") {
      await db.execute(sql`update newsletter_deliveries set status = 'failed', error = ${NO_LONGER_SUBSCRIBED} where ${where}`);
      continue;
    }
    const links = subscriberLinks(deps.origin, deps.secret, delivery.subscriberId);
    const mail: Mail = {
      to: delivery.email,
      ...letterFor(await letterOf(delivery), links),
      messageId: `<${sendId}.${delivery.subscriberId}@${host}>`,
      headers: {
        "List-Unsubscribe": `<${links.unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "List-Id": `Stay Sharp <stay-sharp.${host}>`,
      },
    };
    try {
      await mailer.send(mail);
    } catch (error) {
      if (isPermanent(error)) {
        await db.execute(sql`update newsletter_deliveries set status = 'failed', error = ${reason(error)} where ${where}`);
        await db.execute(sql`update newsletter_subscribers set status = 'bounced', bounced_at = now(), bounce_reason = ${reason(error)}, updated_at = now()
                              where id = ${delivery.subscriberId} and status = 'active'`);
        continue;
      }
      const giveUp = delivery.attempts >= MAX_DELIVERY_ATTEMPTS;
      await db.execute(sql`update newsletter_deliveries set status = ${giveUp ? "failed" : "queued"}, error = ${reason(error)} where ${where}`);
      // The SMTP server is down or busy: the job tries again later (its backoff), from the deliveries still queued.
      if (!giveUp) throw error;
      continue;
    }
    // Only after the SMTP server took it: if this write fails, the delivery stays `sending` and the next try marks
    // it interrupted, rather than queueing a mail that went out.
    await db.execute(sql`update newsletter_deliveries set status = 'sent', sent_at = now(), error = null where ${where}`);
  }
  const [left] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from newsletter_deliveries where send_id = ${sendId} and status in ('queued', 'sending')`,
  );
  if (left?.n === 0) await db.execute(sql`update newsletter_sends set status = 'done', finished_at = now() where id = ${sendId} and status = 'sending'`);
  context.log.info({ sendId }, "newsletter send finished its run");
}

/**
 * Lists a send's recipients once, in one transaction with the send's move to
 * `sending`: the active subscribers `where` picks, each with the version
 * the access policy gives a member or a visitor.
 */
export async function listRecipients(
  db: Db,
  sendId: string,
  where: ReturnType<typeof sql>,
  versions: { member: Version; visitor: Version },
  verifiedOnly: boolean,
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into newsletter_deliveries (send_id, subscriber_id, email, version)
      select ${sendId}, s.id, s.email,
             case when exists (select 1 from users u where lower(u.email) = s.email_key and (u.email_verified or not ${verifiedOnly}))
                  then ${versions.member} else ${versions.visitor} end
        from newsletter_subscribers s
       where s.status = 'active' and (${where})
      on conflict do nothing`);
    await tx.execute(sql`update newsletter_sends set status = 'sending', started_at = now() where id = ${sendId} and status = 'preparing'`);
  });
}

/** A send with nothing (left) to send. */
export const finishSend = (db: Db, sendId: string) => db.execute(sql`update newsletter_sends set status = 'done', finished_at = now() where id = ${sendId}`);
