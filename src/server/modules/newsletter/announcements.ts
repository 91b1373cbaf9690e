import { sql, type SQL } from "drizzle-orm";

import { CHOOSE_ORGANISATION, type AnnouncementInput } from "../../../shared/newsletter.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import { badRequest } from "../../errors.js";
import { actorOf, recordActivity } from "../activity/service.js";
import { listRecipients, TOPIC_COLUMNS, type LetterOf, type SendDeps, type SendJob, type SendRow } from "./delivery.js";
import type { RenderedLetter } from "./letter.js";

// The admin's announcements (issue 31): a one-off e-mail, written in
// markdown, to every subscriber who takes announcements, only to those who
// are members, or only to one organisation's people (by their accounts'
// addresses). It goes through the same sends and deliveries as everything
// else: once per address, paced, recorded.

const MEMBER = sql`exists (select 1 from users u where lower(u.email) = s.email_key)`;
const inOrg = (orgId: string | null) =>
  sql`exists (select 1 from users u join org_members m on m.user_id = u.id where lower(u.email) = s.email_key and m.org_id = ${orgId})`;

/** The subscribers (`s`) an audience reaches, among those who take announcements. A deleted organisation's reaches no one. */
function audienceOf(audience: string | null, orgId: string | null): SQL {
  const who = audience === "members" ? MEMBER : audience === "organisation" ? inOrg(orgId) : sql`true`;
  return sql`s.${TOPIC_COLUMNS.announcements} and (${who})`;
}

/** Queues an announcement; answers its send's id and how many it will reach as things stand. */
export async function createAnnouncement(db: Db, job: SendJob, input: AnnouncementInput, viewer: Viewer): Promise<{ id: string; recipients: number }> {
  return db.transaction(async (tx) => {
    const actor = actorOf(viewer);
    const orgId = input.orgId ?? null;
    // An organisation still waiting for approval has no people to write to but its owner-to-be.
    if (orgId && (await query(tx, sql`select 1 from organisations where id = ${orgId} and status = 'active'`)).length === 0)
      throw badRequest(CHOOSE_ORGANISATION);
    const [send] = await query<{ id: string }>(
      tx,
      sql`insert into newsletter_sends (kind, subject, body, audience, audience_org_id, status, created_by)
          values ('announcement', ${input.subject}, ${input.body}, ${input.audience}, ${orgId}, 'preparing', ${actor.id}) returning id`,
    );
    const [count] = await query<{ n: number }>(
      tx,
      sql`select count(*)::int as n from newsletter_subscribers s where s.status = 'active' and ${audienceOf(input.audience, orgId)}`,
    );
    await job.send({ sendId: send!.id }, { key: send!.id, in: tx });
    await recordActivity(tx, {
      actor,
      action: "newsletter.announce",
      target: { kind: "send", id: send!.id, title: input.subject },
      details: orgId ? { audience: input.audience, orgId } : { audience: input.audience },
    });
    return { id: send!.id, recipients: count?.n ?? 0 };
  });
}

/** An announcement's send: its audience, one letter for all (an announcement has no members-only part). */
export async function announcementLetters(deps: SendDeps, send: SendRow): Promise<LetterOf | null> {
  const [row] = await query<{ subject: string; body: string | null; audience: string | null; orgId: string | null }>(
    deps.db,
    sql`select subject, body, audience, audience_org_id as "orgId" from newsletter_sends where id = ${send.id}`,
  );
  if (!row?.body) return null;
  if (send.status === "preparing")
    await listRecipients(deps.db, send.id, audienceOf(row.audience, row.orgId), { member: "full", visitor: "full" }, deps.verifiedMembersOnly);
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
