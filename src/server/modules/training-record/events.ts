import { z } from "zod";

// The kinds of event in the training record and what each one's payload
// holds (docs/architecture/training-record.md). Payloads are checked here
// before they are hashed and stored, so every event of a kind has one shape.

const contentKind = z.enum(["post", "episode", "item"]);
const seq = z.number().int().positive();

export const trainingPayloadSchemas = {
  /** A record finished: an article read to its end, audio or video 90 % played. */
  completion: z.object({
    contentKind,
    contentId: z.uuid(),
    title: z.string().max(500).optional(),
    assignmentId: z.uuid().nullable().optional(),
  }),
  /** A PDF opened and acknowledged, with the hash of the file's version that was read. */
  acknowledgment: z.object({
    contentKind,
    contentId: z.uuid(),
    fileSha256: z.string().regex(/^[0-9a-f]{64}$/),
    statement: z.string().max(500),
    assignmentId: z.uuid().nullable().optional(),
  }),
  /** One attempt at an assignment's knowledge check. */
  "quiz-attempt": z.object({
    assignmentId: z.uuid(),
    attemptId: z.uuid().optional(),
    score: z.number().min(0),
    passMark: z.number().min(0).optional(),
    passed: z.boolean(),
  }),
  "certificate-issued": z.object({
    number: z.string().max(40),
    name: z.string().max(500),
    course: z.string().max(500),
    hours: z.number().min(0).nullable(),
    assignmentId: z.uuid().nullable().optional(),
    seriesId: z.uuid().nullable().optional(),
  }),
  "certificate-revoked": z.object({
    number: z.string().max(40),
    reason: z.string().max(1000),
    revokedBy: z.string().nullable(),
  }),
  /** Events are never changed: a mistake is put right by a new event naming the one it corrects, and why. */
  correction: z.object({
    corrects: seq,
    reason: z.string().min(1).max(2000),
    /** What the corrected event should have said, or what is void about it. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
  /** Payloads deleted for an account's deletion: which ones, never what they held. */
  erasure: z.object({
    seqs: z.array(seq),
    reason: z.literal("account-deleted"),
  }),
} as const;

export type TrainingEventKind = keyof typeof trainingPayloadSchemas;
export type TrainingPayload<K extends TrainingEventKind> = z.infer<(typeof trainingPayloadSchemas)[K]>;

/** What `appendEvent` takes: a kind and its payload, about a person and (optionally) an organisation. */
export type NewTrainingEvent = {
  [K in TrainingEventKind]: { kind: K; userId: string | null; orgId?: string | null; payload: TrainingPayload<K> };
}[TrainingEventKind];
