import { createHash } from "node:crypto";
import { pipeline } from "node:stream/promises";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";

import {
  ACKNOWLEDGMENT_STATEMENT,
  COMPLETED_SHARE,
  ITEM_NOT_FOUND,
  NOT_A_PDF,
  type Acknowledgment,
  type CompletableKind,
} from "../../../shared/assignments.js";
import { canReadContent, seenOr404 } from "../../access/policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import { contentItems, orgMembers, trainingCompletions, users } from "../../db/schema.js";
import { badRequest, notFound } from "../../errors.js";
import type { JobHandle, Jobs } from "../../jobs/jobs.js";
import type { Storage } from "../../storage/storage.js";
import { issueCertificate } from "../certificates/service.js";
import { appendEvent, lockRecord } from "../training-record/service.js";
import { reachesMemberSql } from "./service.js";
import { completedAtSql, iso } from "./status.js";

// Completion (issue 33; docs/decisions/097): what counts as having done a
// record, recorded once per person and record (training_completions) with
// its event in the training record, in one transaction. For every member,
// in an organisation or not: the record is theirs.
//
// - an article (a post, a text item): read to its end (progress `finished`);
// - audio and video (an episode, an audio or video item): 90 % played;
// - a PDF: opened and acknowledged, with the SHA-256 of the stored file.

/** What progress knows after a save: whether it crosses the record's threshold. */
interface SavedProgress {
  kind: CompletableKind;
  /** An item's media type (text, pdf, audio, video); null for posts and episodes. */
  mediaType: string | null;
  position: number;
  duration: number | null;
  finished: boolean;
}

/** Whether a save's progress counts as completing the record (a PDF never does: it is acknowledged). */
export function progressCompletes(p: SavedProgress): boolean {
  if (p.kind === "post" || p.mediaType === "text") return p.finished;
  if (p.mediaType === "pdf") return false;
  return p.duration !== null && p.duration > 0 && p.position >= COMPLETED_SHARE * p.duration;
}

async function orgOf(tx: Db, userId: string): Promise<string | null> {
  const [row] = await tx.select({ orgId: orgMembers.orgId }).from(orgMembers).where(eq(orgMembers.userId, userId));
  return row?.orgId ?? null;
}

/**
 * Certificates for the assignments with credit hours that this person has
 * now done: those of their organisation that reach them, on this record (or
 * this one assignment, after a passed check; or any, when they have just
 * come into an organisation or unit), completed, and passed when they have
 * a check. The certificates module makes it once per assignment and person.
 */
export async function certifyDone(
  tx: Db,
  userId: string,
  on: { kind: CompletableKind; contentId: string } | { assignmentId: string } | "any",
): Promise<number> {
  // A record's completion may finish a series it is a part of too (docs/decisions/103).
  const which =
    on === "any"
      ? sql`true`
      : "assignmentId" in on
        ? sql`a.id = ${on.assignmentId}`
        : sql`((a.content_kind = ${on.kind} and a.content_id = ${on.contentId})
             or (a.content_kind = 'series' and a.content_id in (select sp.series_id from series_parts sp
                   where sp.post_id = ${on.contentId} or sp.episode_id = ${on.contentId} or sp.item_id = ${on.contentId})))`;
  const due = await query<{ id: string; org_id: string; title: string; hours: number; content_kind: string; content_id: string }>(
    tx,
    sql`select a.id, a.org_id, a.title, a.hours, a.content_kind, a.content_id
        from org_assignments a
        join org_members m on m.user_id = ${userId} and m.org_id = a.org_id
        where ${which} and a.hours is not null
          and ${reachesMemberSql}
          and ${completedAtSql(sql`${userId}`, sql`a.content_kind`, sql`a.content_id`)} is not null
          and (a.pass_mark is null or exists (select 1 from quiz_attempts q where q.assignment_id = a.id and q.user_id = ${userId} and q.passed))
          and not exists (select 1 from certificates c where c.assignment_id = a.id and c.user_id = ${userId})`,
  );
  if (!due.length) return 0;
  const [person] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!person) return 0;
  for (const a of due) {
    const seriesId = a.content_kind === "series" ? a.content_id : null;
    await issueCertificate(tx, {
      userId,
      name: person.name || person.email,
      course: a.title,
      hours: Number(a.hours),
      orgId: a.org_id,
      assignmentId: a.id,
      seriesId,
    });
  }
  return due.length;
}

/** Inserts the completion if it is the first; true when it was. */
async function firstCompletion(tx: Db, userId: string, kind: CompletableKind, contentId: string, at: Date): Promise<boolean> {
  const inserted = await tx
    .insert(trainingCompletions)
    .values({ userId, contentKind: kind, contentId, completedAt: at })
    .onConflictDoNothing()
    .returning({ userId: trainingCompletions.userId });
  return inserted.length > 0;
}

/**
 * Records a completion reached through progress (the progress service calls
 * this only when a save crossed the threshold and no completion exists yet):
 * the row, its `completion` event and any certificate it earns, together.
 */
export async function recordCompletion(
  db: Db,
  { userId, kind, contentId, title, now = new Date() }: { userId: string; kind: CompletableKind; contentId: string; title: string; now?: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await firstCompletion(tx, userId, kind, contentId, now))) return false;
    await appendEvent(tx, {
      kind: "completion",
      userId,
      orgId: await orgOf(tx, userId),
      payload: { contentKind: kind, contentId, title: title.slice(0, 500) },
    });
    await certifyDone(tx, userId, { kind, contentId });
    return true;
  });
}

/** The SHA-256 of a stored file, streamed (never held whole in memory). */
async function sha256OfStored(storage: Storage, key: string): Promise<string> {
  const hash = createHash("sha256");
  const { body } = await storage.get(key);
  await pipeline(body, hash);
  return hash.digest("hex");
}

interface AckRow {
  file_sha256: string;
  at: string;
}

async function lastAcknowledgment(db: Db, userId: string, itemId: string): Promise<AckRow | null> {
  const [row] = await query<AckRow>(
    db,
    sql`select p.payload->>'fileSha256' as file_sha256, ${iso(sql`e.at`)} as at
        from training_events e join training_event_payloads p on p.seq = e.seq
        where e.user_id = ${userId} and e.kind = 'acknowledgment' and p.payload->>'contentId' = ${itemId}
        order by e.seq desc limit 1`,
  );
  return row ?? null;
}

/** The member's latest acknowledgment of an item (null: none). */
export async function myAcknowledgment(db: Db, userId: string, itemId: string): Promise<Acknowledgment | null> {
  const row = await lastAcknowledgment(db, userId, itemId);
  return row ? { itemId, fileSha256: row.file_sha256, acknowledgedAt: row.at } : null;
}

/**
 * "I have read and understood this" for a PDF item the member may read:
 * the file's current version hashed (SHA-256, streamed from storage), an
 * `acknowledgment` event with that hash, and the completion when it is the
 * first. Acknowledging the same version again records nothing new; a new
 * version of the file is a new acknowledgment.
 */
export async function acknowledge(
  db: Db,
  storage: Storage,
  { viewer, userId, itemId, now = new Date() }: { viewer: Viewer; userId: string; itemId: string; now?: Date },
): Promise<Acknowledgment> {
  const [found] = await db
    .select({
      title: contentItems.title,
      status: contentItems.status,
      isMembersOnly: contentItems.isMembersOnly,
      mediaType: contentItems.mediaType,
      fileKey: contentItems.fileKey,
    })
    .from(contentItems)
    .where(eq(contentItems.id, itemId));
  const item = seenOr404(viewer, found, ITEM_NOT_FOUND);
  // The file is readable exactly when its row is (policy.canReadFile): seen, and readable by this viewer.
  if (!canReadContent(viewer, item)) throw notFound(ITEM_NOT_FOUND);
  if (item.mediaType !== "pdf" || !item.fileKey) throw badRequest(NOT_A_PDF);
  const fileSha256 = await sha256OfStored(storage, item.fileKey);
  const before = await lastAcknowledgment(db, userId, itemId);
  if (before?.file_sha256 === fileSha256) return { itemId, fileSha256, acknowledgedAt: before.at };
  const appended = await db.transaction(async (tx) => {
    // Looked at again under the record's lock: a second click racing the first finds its event and adds none.
    await lockRecord(tx);
    const again = await lastAcknowledgment(tx, userId, itemId);
    if (again?.file_sha256 === fileSha256) return { at: new Date(again.at) };
    const first = await firstCompletion(tx, userId, "item", itemId, now);
    const event = await appendEvent(tx, {
      kind: "acknowledgment",
      userId,
      orgId: await orgOf(tx, userId),
      payload: { contentKind: "item", contentId: itemId, fileSha256, statement: ACKNOWLEDGMENT_STATEMENT },
    });
    if (first) await certifyDone(tx, userId, { kind: "item", contentId: itemId });
    return event;
  });
  return { itemId, fileSha256, acknowledgedAt: appended.at.toISOString() };
}

/** Whether the person has completed the record, as a boolean column for another query (the progress save's read-back). */
export const completedSql = (userId: string, kind: CompletableKind, contentId: string) =>
  sql<boolean>`exists (select 1 from training_completions tc where tc.user_id = ${userId} and tc.content_kind = ${kind} and tc.content_id = ${contentId})`;

const certifyPayloadSchema = z.union([z.object({ assignmentId: z.uuid() }), z.object({ userId: z.string().min(1) })]);
export type CertifyPayload = z.infer<typeof certifyPayloadSchema>;
/**
 * The job that issues the certificates people earned before they were in an
 * assignment's scope (background.ts): `{ assignmentId }` when the assignment
 * was made (keyed by it), `{ userId }` when a person came into an
 * organisation (any way in) or moved unit, queued in the transaction that
 * placed them, without a key: each placing is its own occasion (someone may
 * leave and come back), and issuing stays once per person and assignment.
 */
export type CertifyJob = JobHandle<CertifyPayload>;
const CERTIFY_BATCH = 100;

/** Certificates for the assignments with hours that reach the person, of their organisation now, that they had done. */
export function certifyPlaced(db: Db, { userId }: { userId: string }): Promise<number> {
  return db.transaction((tx) => certifyDone(tx, userId, "any"));
}

/**
 * Certificates for the people an assignment with hours reaches who were done
 * before it was made (they completed its record earlier): queued with the
 * assignment (`assignments.certify`, keyed by it), a batch of people at a
 * time, each person in a transaction of their own. Safe to repeat: the
 * certificates module issues one per person and assignment.
 */
export async function certifyAlreadyDone(db: Db, { assignmentId }: { assignmentId: string }): Promise<number> {
  let issued = 0;
  let after = "";
  for (;;) {
    const people = await query<{ user_id: string }>(
      db,
      sql`select m.user_id from org_assignments a
          join org_members m on m.org_id = a.org_id
            and ${reachesMemberSql}
          where a.id = ${assignmentId} and a.hours is not null and m.user_id > ${after}
            and ${completedAtSql(sql`m.user_id`, sql`a.content_kind`, sql`a.content_id`)} is not null
            and not exists (select 1 from certificates c where c.assignment_id = a.id and c.user_id = m.user_id)
          order by m.user_id limit ${CERTIFY_BATCH}`,
    );
    for (const { user_id } of people) issued += await db.transaction((tx) => certifyDone(tx, user_id, { assignmentId }));
    if (people.length < CERTIFY_BATCH) return issued;
    after = people.at(-1)!.user_id;
  }
}

/** The job that runs `certifyAlreadyDone` (background.ts). */
export function defineCertifyJob(jobs: Jobs, db: Db): JobHandle<CertifyPayload> {
  return jobs.define({
    name: "assignments.certify",
    parse: certifyPayloadSchema.parse,
    timeLimitMs: 30 * 60_000,
    run: async (payload) => void (await ("userId" in payload ? certifyPlaced(db, payload) : certifyAlreadyDone(db, payload))),
  });
}
