import { asc, eq, inArray } from "drizzle-orm";

import type { Db } from "../../db/client.js";
import { CONTENT_TABLES, type ContentKind } from "../../db/content-tables.js";
import { orgAssignments, trainingEventPayloads, trainingEvents } from "../../db/schema.js";
import { csvCell } from "../members/csv.js";
import type { TrainingEventKind } from "./events.js";

// A member's own training record as CSV (issue 33): every event about them,
// oldest first, each with its hash, so any line can be checked against the
// chain (`npm run cli -- record verify`). Formula-safe like every export.

export const TRAINING_CSV_HEADER = ["seq", "at", "event", "title", "hours", "detail", "hash"];

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

/** Titles of the records and assignments the events name, in a query per kind. */
async function titlesOf(db: Db, payloads: Payload[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const wanted = new Map<ContentKind, Set<string>>();
  const assignments = new Set<string>();
  for (const p of payloads) {
    const kind = text(p.contentKind) as ContentKind | null;
    const id = text(p.contentId);
    if (kind && id && kind in CONTENT_TABLES) (wanted.get(kind) ?? wanted.set(kind, new Set()).get(kind)!).add(id);
    const assignment = text(p.assignmentId);
    if (assignment) assignments.add(assignment);
  }
  for (const [kind, ids] of wanted) {
    const table = CONTENT_TABLES[kind];
    for (const row of await db
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(inArray(table.id, [...ids])))
      titles.set(row.id, row.title);
  }
  if (assignments.size) {
    for (const row of await db
      .select({ id: orgAssignments.id, title: orgAssignments.title })
      .from(orgAssignments)
      .where(inArray(orgAssignments.id, [...assignments])))
      titles.set(row.id, row.title);
  }
  return titles;
}

/** The member's record as CSV lines (header first). */
export async function trainingRecordCsv(db: Db, userId: string): Promise<string> {
  const rows = await db
    .select({ seq: trainingEvents.seq, at: trainingEvents.at, kind: trainingEvents.kind, hash: trainingEvents.hash, payload: trainingEventPayloads.payload })
    .from(trainingEvents)
    .leftJoin(trainingEventPayloads, eq(trainingEventPayloads.seq, trainingEvents.seq))
    .where(eq(trainingEvents.userId, userId))
    .orderBy(asc(trainingEvents.seq));
  const payloads = rows.map((r) => (r.payload ?? {}) as Payload);
  const titles = await titlesOf(db, payloads);
  const line = (values: (string | number | null)[]) => `${values.map(csvCell).join(",")}\r\n`;
  let out = line(TRAINING_CSV_HEADER);
  rows.forEach((row, i) => {
    const p = payloads[i]!;
    const kind = row.kind as TrainingEventKind;
    const title = text(p.title) ?? text(p.course) ?? titles.get(text(p.contentId) ?? "") ?? titles.get(text(p.assignmentId) ?? "") ?? null;
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
    out += line([row.seq, row.at.toISOString(), EVENT_WORDS[kind] ?? kind, title, hours, detail, row.hash]);
  });
  return out;
}
