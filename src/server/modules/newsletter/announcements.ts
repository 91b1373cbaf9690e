import { sql } from "drizzle-orm";

import type { AnnouncementInput } from "../../../shared/newsletter.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import { actorOf, recordActivity } from "../activity/service.js";
import { listRecipients, TOPIC_COLUMNS, type LetterOf, type SendDeps, type SendJob, type SendRow } from "./delivery.js";
import type { RenderedLetter } from "./letter.js";

// The admin's announcements (issue 31): a one-off e-mail, written in
// markdown, to every subscriber who takes announcements or only to those who
// are members. It goes through the same sends and deliveries as everything
// else: once per address, paced, recorded.

const MEMBER = sql`exists (select 1 from users u where lower(u.email) = s.email_key)`;

/** Queues an announcement; answers its send's id and how many it will reach as things stand. */
export async function createAnnouncement(db: Db, job: SendJob, input: AnnouncementInput, viewer: Viewer): Promise<{ id: string; recipients: number }> {
  return db.transaction(async (tx) => {
    const actor = actorOf(viewer);
    const [send] = await query<{ id: string }>(
      tx,
      sql`insert into newsletter_sends (kind, subject, body, audience, status, created_by)
          values ('announcement', ${input.subject}, ${input.body}, ${input.audience}, 'preparing', ${actor.id}) returning id`,
    );
    const [count] = await query<{ n: number }>(
      tx,
      sql`select count(*)::int as n from newsletter_subscribers s
           where s.status = 'active' and s.${TOPIC_COLUMNS.announcements} and (${input.audience === "members" ? MEMBER : sql`true`})`,
    );
    await job.send({ sendId: send!.id }, { key: send!.id, in: tx });
    await recordActivity(tx, {
      actor,
      action: "newsletter.announce",
      target: { kind: "send", id: send!.id, title: input.subject },
      details: { audience: input.audience },
    });
    return { id: send!.id, recipients: count?.n ?? 0 };
  });
}

/** An announcement's send: its audience, one letter for all (an announcement has no members-only part). */
export async function announcementLetters(deps: SendDeps, send: SendRow): Promise<LetterOf | null> {
  const [row] = await query<{ subject: string; body: string | null; audience: string | null }>(
    deps.db,
    sql`select subject, body, audience from newsletter_sends where id = ${send.id}`,
  );
  if (!row?.body) return null;
  if (send.status === "preparing") {
    const audience = sql`s.${TOPIC_COLUMNS.announcements} and (${row.audience === "members" ? MEMBER : sql`true`})`;
    await listRecipients(deps.db, send.id, audience, { member: "full", visitor: "full" }, deps.verifiedMembersOnly);
  }
  // The letter's renderer and the markdown parser load on use, not at server start.
  const [{ renderLetter }, { plainTextExcerpt }] = await Promise.all([import("./letter.js"), import("../../../shared/excerpt.js")]);
  const letter: Promise<RenderedLetter> = renderLetter(deps.origin, {
    label: "Announcement",
    title: row.subject,
    teaser: plainTextExcerpt(row.body),
    markdown: row.body,
    coverUrl: null,
    url: deps.origin,
    action: { label: "Open Lead or Be Led", url: deps.origin },
  });
  return () => letter;
}
