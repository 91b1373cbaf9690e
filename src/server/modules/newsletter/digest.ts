import { sql } from "drizzle-orm";

import { paths } from "../../../shared/paths.js";
import { letterVersion } from "../../access/policy.js";
import type { Db } from "../../db/client.js";
import type { ContentKind } from "../../db/content-tables.js";
import { query } from "../../db/raw-query.js";
import { previousOccurrence } from "../../jobs/schedule.js";
import { listRecipients, TOPIC_COLUMNS, type LetterOf, type SendDeps, type SendJob, type SendRow } from "./delivery.js";
import type { DigestEntry, RenderedLetter } from "./letter.js";
import { loadLetterRecord, recordUrl, type LetterRecord } from "./record-letter.js";

// The weekly digest (issue 31): every Monday morning, what was published in
// the seven days before, to each subscriber who wants the digest, with only
// the topics they chose. Nothing is sent in a week with nothing published,
// and nothing to a subscriber none of whose topics had anything.

/** Mondays, 07:00 UTC: the start of a working week in Europe, the end of Sunday night in the Americas. */
export const DIGEST_CRON = "0 7 * * 1";
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Per area, the newest this many: a digest is a summary, not an archive. */
const PER_AREA = 10;
const KEY_PREFIX = "digest:";

const dayText = (at: Date) => at.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** What was published in the week that ends at `end`, newest first, as e-mails see records. */
async function weekRecords(db: Db, end: Date): Promise<LetterRecord[]> {
  const from = new Date(end.getTime() - WEEK_MS);
  const rows = await query<{ kind: ContentKind; id: string }>(
    db,
    sql`(select 'post' as kind, id, created_at from posts where status = 'published' and created_at >= ${from} and created_at < ${end} order by created_at desc limit ${PER_AREA})
        union all
        (select 'episode', id, created_at from podcasts where status = 'published' and created_at >= ${from} and created_at < ${end} order by created_at desc limit ${PER_AREA})
        union all
        (select 'item', id, created_at from content_items where status = 'published' and created_at >= ${from} and created_at < ${end} order by created_at desc limit ${PER_AREA})
        order by created_at desc`,
  );
  const records = await Promise.all(rows.map(({ kind, id }) => loadLetterRecord(db, kind, id)));
  return records.filter((record): record is LetterRecord => record !== null && record.status === "published");
}

/**
 * The recurring job: queues the digest of the week that ended at the latest
 * occurrence, once (its key is the week), when anything was published in it
 * and anyone takes the digest.
 */
export async function queueDigest(db: Db, job: SendJob, now = new Date()): Promise<string | null> {
  const end = previousOccurrence(DIGEST_CRON, now);
  // No one takes the digest (a new site): no send to list either.
  const [takers] = await query<{ any: boolean }>(db, sql`select exists (select 1 from newsletter_subscribers where status = 'active' and digest) as any`);
  if (!takers?.any || (await weekRecords(db, end)).length === 0) return null;
  return db.transaction(async (tx) => {
    const [send] = await query<{ id: string }>(
      tx,
      sql`insert into newsletter_sends (kind, key, subject, status)
          values ('digest', ${`${KEY_PREFIX}${end.toISOString()}`}, ${`Stay Sharp: the week to ${dayText(end)}`}, 'preparing')
          on conflict (key) do nothing returning id`,
    );
    if (send) await job.send({ sendId: send.id }, { key: send.id, in: tx });
    return send?.id ?? null;
  });
}

/** A digest's send: recipients whose topics had something; each gets the week's records of their topics, locked ones as teasers. */
export async function digestLetters(deps: SendDeps, send: SendRow): Promise<LetterOf | null> {
  const end = new Date((send.key ?? "").slice(KEY_PREFIX.length));
  if (Number.isNaN(end.getTime())) return null;
  const records = await weekRecords(deps.db, end);
  if (records.length === 0) return null;
  const has = (topic: LetterRecord["topic"]) => records.some((record) => record.topic === topic);
  if (send.status === "preparing") {
    const anyTopic = sql`s.digest and ((s.${TOPIC_COLUMNS.articles} and ${has("articles")}) or (s.${TOPIC_COLUMNS.episodes} and ${has("episodes")})
                          or (s.${TOPIC_COLUMNS.caseStudies} and ${has("caseStudies")}))`;
    await listRecipients(deps.db, send.id, anyTopic, { member: "full", visitor: "teaser" }, deps.verifiedMembersOnly);
  }
  const { renderDigest } = await import("./letter.js");
  const letters = new Map<string, Promise<RenderedLetter>>();
  const title = `The week to ${dayText(end)}`;
  return async ({ subscriberId, version }) => {
    const [topics] = await query<{ articles: boolean; episodes: boolean; case_studies: boolean }>(
      deps.db,
      sql`select articles, episodes, case_studies from newsletter_subscribers where id = ${subscriberId}`,
    );
    const wanted = { articles: !!topics?.articles, episodes: !!topics?.episodes, caseStudies: !!topics?.case_studies, digest: true, announcements: true };
    const key = `${version}:${wanted.articles}:${wanted.episodes}:${wanted.caseStudies}`;
    let letter = letters.get(key);
    if (!letter) {
      const asMember = version === "full";
      const entries: DigestEntry[] = records
        .filter((record) => wanted[record.topic])
        .map((record) => {
          const locked = letterVersion(asMember, record) === "teaser";
          return {
            label: record.label,
            title: record.title,
            url: recordUrl(deps.origin, record),
            teaser: locked ? record.visitorTeaser : record.teaser,
            locked,
          };
        });
      letter = renderDigest(deps.origin, { title, entries, signUpUrl: asMember ? null : `${deps.origin}${paths.signup}` });
      letters.set(key, letter);
    }
    return letter;
  };
}
