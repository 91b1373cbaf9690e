import { and, asc, eq, gt, inArray } from "drizzle-orm";

import { seenTitles, titleKey } from "../../access/seen-titles.js";
import { viewerOf, type Viewer } from "../../access/viewer.js";
import type { SessionUser } from "../../auth/guards.js";
import type { Db } from "../../db/client.js";
import type { ContentKind } from "../../db/content-tables.js";
import { organisations, orgAssignments, orgMembers, trainingEventPayloads, trainingEvents } from "../../db/schema.js";
import { csvLine } from "../members/csv.js";
import type { TrainingEventKind } from "./events.js";

// A member's own training record as CSV (issue 33): every event about them,
// oldest first, each with its hash, so any line can be checked against the
// chain (`npm run cli -- record verify`). Formula-safe like every export;
// streamed 1,000 events at a time (memory holds one page), as the roster is.

const EXPORT_BATCH = 1000;

const TRAINING_CSV_HEADER = ["seq", "at", "event", "title", "hours", "detail", "hash"];

const EVENT_WORDS: Record<TrainingEventKind, string> = {
  completion: "Completed",
  acknowledgment: "Read and understood",
  "quiz-attempt": "Knowledge check",
  "certificate-issued": "Certificate issued",
  "certificate-revoked": "Certificate revoked",
  correction: "Correction",
  erasure: "Erasure",
};

type Payload = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * Titles for events that recorded none: a record's as the access policy lets
 * the member see it now (`seenTitles`), an assignment's as it was assigned.
 * An event's own recorded title stands (it is what was completed, part of
 * the record), whatever became of the record since.
 */
async function titlesOf(db: Db, viewer: Viewer, payloads: Payload[]): Promise<Map<string, string>> {
  const refs = payloads.flatMap((p) => {
    const contentKind = text(p.contentKind) as ContentKind | null;
    const contentId = text(p.contentId);
    return !text(p.title) && contentKind && contentId ? [{ contentKind, contentId }] : [];
  });
  const titles = await seenTitles(db, viewer, refs);
  const assignments = [...new Set(payloads.flatMap((p) => (!text(p.title) && text(p.assignmentId) ? [text(p.assignmentId)!] : [])))];
  if (assignments.length) {
    for (const row of await db
      .select({ id: orgAssignments.id, title: orgAssignments.title })
      .from(orgAssignments)
      .where(inArray(orgAssignments.id, assignments)))
      titles.set(row.id, row.title);
  }
  return titles;
}

/** One event of a member's record as both copies (CSV, PDF) show it. */
export interface RecordEntry {
  seq: number;
  at: Date;
  /** The event in words ("Completed", "Certificate issued"…). */
  event: string;
  title: string | null;
  hours: number | null;
  detail: string | null;
  hash: string;
}

/** One event as the member's copies show it. */
function eventEntry(row: { seq: number; at: Date; kind: string; hash: string }, p: Payload, titles: Map<string, string>): RecordEntry {
  const kind = row.kind as TrainingEventKind;
  const ref = { contentKind: text(p.contentKind) as ContentKind, contentId: text(p.contentId) ?? "" };
  const title = text(p.title) ?? text(p.course) ?? titles.get(titleKey(ref)) ?? titles.get(text(p.assignmentId) ?? "") ?? null;
  const hours = typeof p.hours === "number" ? p.hours : null;
  const detail =
    kind === "quiz-attempt"
      ? `score ${String(p.score)}${typeof p.passMark === "number" ? ` of pass mark ${p.passMark}` : ""}: ${p.passed ? "passed" : "not passed"}`
      : kind === "acknowledgment"
        ? `file SHA-256 ${String(p.fileSha256)}`
        : kind === "certificate-issued" || kind === "certificate-revoked"
          ? `certificate ${String(p.number)}${kind === "certificate-revoked" ? `: ${String(p.reason)}` : ""}`
          : kind === "correction"
            ? `corrects event ${String(p.corrects)}: ${String(p.reason)}`
            : null;
  return { seq: row.seq, at: row.at, event: EVENT_WORDS[kind] ?? kind, title, hours, detail, hash: row.hash };
}

/** The member's own record as CSV lines, header first, a page of events at a time by seq. */
export async function* trainingRecordCsv(db: Db, user: SessionUser, { batch = EXPORT_BATCH } = {}): AsyncGenerator<string> {
  yield csvLine(TRAINING_CSV_HEADER);
  for await (const page of recordEntries(db, user, { batch })) {
    yield page.map((e) => csvLine([e.seq, e.at.toISOString(), e.event, e.title, e.hours, e.detail, e.hash])).join("");
  }
}

/** Who the member's record is about, for the PDF: their name and address, and their organisation's name now. */
export async function recordHolder(db: Db, user: SessionUser): Promise<{ name: string; email: string; orgName: string | null }> {
  const [org] = await db
    .select({ name: organisations.name })
    .from(orgMembers)
    .innerJoin(organisations, eq(organisations.id, orgMembers.orgId))
    .where(eq(orgMembers.userId, user.id));
  return { name: user.name, email: user.email, orgName: org?.name ?? null };
}

/** The member's own events, oldest first, a page at a time by seq (the CSV's and the PDF's source). */
export async function* recordEntries(db: Db, user: SessionUser, { batch = EXPORT_BATCH } = {}): AsyncGenerator<RecordEntry[]> {
  const viewer = viewerOf(user);
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ seq: trainingEvents.seq, at: trainingEvents.at, kind: trainingEvents.kind, hash: trainingEvents.hash, payload: trainingEventPayloads.payload })
      .from(trainingEvents)
      .leftJoin(trainingEventPayloads, eq(trainingEventPayloads.seq, trainingEvents.seq))
      .where(and(eq(trainingEvents.userId, user.id), gt(trainingEvents.seq, after)))
      .orderBy(asc(trainingEvents.seq))
      .limit(batch);
    if (!rows.length) return;
    const payloads = rows.map((r) => (r.payload ?? {}) as Payload);
    const titles = await titlesOf(db, viewer, payloads);
    yield rows.map((row, i) => eventEntry(row, payloads[i]!, titles));
    if (rows.length < batch) return;
    after = rows.at(-1)!.seq;
  }
}
