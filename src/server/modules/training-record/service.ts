import { asc, desc, eq, inArray, sql } from "drizzle-orm";

import type { Db } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import { trainingEventPayloads, trainingEvents } from "../../db/schema.js";
import { trainingPayloadSchemas, type NewTrainingEvent, type TrainingEventKind } from "./events.js";
import { eventHashOf, GENESIS_HASH, payloadHashOf } from "./hashing.js";

// The training record (issue 33; docs/decisions/094-hash-chained-training-record.md):
// append-only events, each carrying the hash of the one before, their
// payloads kept apart so an erasure can delete what names a person without
// breaking the chain. The database refuses UPDATE, DELETE and TRUNCATE of
// events and UPDATE of payloads (migration 0033).

/** One appender at a time, whatever the instance: the lock is the transaction's. */
const RECORD_LOCK_KEY = 733_104_094;
const VERIFY_BATCH = 1000;

/**
 * Takes the record's lock for the rest of the transaction (again is a no-op).
 * A writer that also writes rows others lock (a certificate) takes it first,
 * so every writer takes the two in the same order and none waits on another
 * that waits on it.
 */
export async function lockRecord(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RECORD_LOCK_KEY})`);
}

export interface AppendedEvent {
  seq: number;
  at: Date;
  hash: string;
}

/**
 * Appends one event inside the caller's transaction (so it commits with the
 * change it records, or not at all). Takes the record's advisory lock, reads
 * the last event, and writes the next seq with the previous hash.
 */
export async function appendEvent(tx: Db, event: NewTrainingEvent): Promise<AppendedEvent> {
  const payload = trainingPayloadSchemas[event.kind].parse(event.payload) as unknown;
  await lockRecord(tx);
  const [last] = await tx
    .select({ seq: trainingEvents.seq, hash: trainingEvents.hash })
    .from(trainingEvents)
    .orderBy(sql`${trainingEvents.seq} desc`)
    .limit(1);
  // Milliseconds, as a JavaScript date holds them: what is hashed is exactly what is stored and read back.
  const at = new Date();
  const fields = {
    seq: (last?.seq ?? 0) + 1,
    at,
    kind: event.kind,
    userId: event.userId,
    orgId: event.orgId ?? null,
    payloadHash: payloadHashOf(payload),
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  const hash = eventHashOf(fields);
  await tx.insert(trainingEvents).values({ ...fields, hash });
  await tx.insert(trainingEventPayloads).values({ seq: fields.seq, payload });
  return { seq: fields.seq, at, hash };
}

export type ChainReport = { ok: true; events: number; head: string } | { ok: false; seq: number; reason: string };

interface Row {
  seq: number;
  at: Date;
  sub_ms: number;
  kind: string;
  user_id: string | null;
  org_id: string | null;
  payload_hash: string;
  prev_hash: string;
  hash: string;
  payload: unknown;
  has_payload: boolean;
}

/** Which seqs whole erasure events (their payload matching their hash) say were erased, and by which event. */
async function erasedSeqs(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ seq: trainingEvents.seq, payloadHash: trainingEvents.payloadHash, payload: trainingEventPayloads.payload })
    .from(trainingEvents)
    .innerJoin(trainingEventPayloads, eq(trainingEventPayloads.seq, trainingEvents.seq))
    .where(eq(trainingEvents.kind, "erasure" satisfies TrainingEventKind));
  const erased = new Map<number, number>();
  for (const row of rows) {
    if (payloadHashOf(row.payload) !== row.payloadHash) continue;
    const parsed = trainingPayloadSchemas.erasure.safeParse(row.payload);
    if (!parsed.success) continue;
    for (const s of parsed.data.seqs) if (s < row.seq && !erased.has(s)) erased.set(s, row.seq);
  }
  return erased;
}

/**
 * Checks the whole record, in seq order, a batch at a time: seqs 1, 2, 3…
 * without a gap, each event's previous hash equal to the one before's hash,
 * each hash recomputed from the stored fields, each payload's hash; a
 * missing payload only where a later erasure event names it. Names the
 * first event that fails.
 */
export async function verifyChain(db: Db): Promise<ChainReport> {
  const erased = await erasedSeqs(db);
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  for (;;) {
    const rows = await query<Row>(
      db,
      sql`select e.seq, e.at, (extract(microseconds from e.at)::int % 1000) as sub_ms, e.kind, e.user_id, e.org_id,
                 e.payload_hash, e.prev_hash, e.hash, p.payload, p.seq is not null as has_payload
          from training_events e left join training_event_payloads p on p.seq = e.seq
          where e.seq >= ${expectedSeq} order by e.seq limit ${VERIFY_BATCH}`,
    );
    for (const row of rows) {
      const seq = Number(row.seq);
      const fail = (reason: string): ChainReport => ({ ok: false, seq, reason });
      if (seq !== expectedSeq) return { ok: false, seq: expectedSeq, reason: `event ${expectedSeq} is missing (the next is ${seq})` };
      if (row.prev_hash !== prevHash) return fail("its previous hash is not the hash of the event before it");
      const at = row.at instanceof Date ? row.at : new Date(row.at);
      if (Number(row.sub_ms) !== 0) return fail("its time was changed (it has microseconds the appender never writes)");
      const recomputed = eventHashOf({
        seq,
        at,
        kind: row.kind,
        userId: row.user_id,
        orgId: row.org_id,
        payloadHash: row.payload_hash,
        prevHash: row.prev_hash,
      });
      if (recomputed !== row.hash) return fail("its fields do not match its hash (the event was changed)");
      if (row.has_payload) {
        const payload = typeof row.payload === "string" ? (JSON.parse(row.payload) as unknown) : row.payload;
        if (payloadHashOf(payload) !== row.payload_hash) return fail("its payload does not match the payload hash (the payload was changed)");
      } else if (!erased.has(seq)) {
        return fail("its payload is missing and no erasure event names it");
      }
      prevHash = row.hash;
      expectedSeq = seq + 1;
    }
    if (rows.length < VERIFY_BATCH) break;
  }
  // An erasure naming an event that still has its payload is fine (a retried erasure); naming one that never existed is not.
  for (const [s, by] of erased) if (s >= expectedSeq) return { ok: false, seq: by, reason: `it names event ${s}, which does not exist` };
  return { ok: true, events: expectedSeq - 1, head: prevHash };
}

/** The newest event's number and hash: what a report prints so it can be checked later against the record. */
export interface ChainHead {
  seq: number;
  hash: string;
}

/** The record's head now (null: no event yet). */
export async function chainHead(db: Db): Promise<ChainHead | null> {
  const [row] = await db.select({ seq: trainingEvents.seq, hash: trainingEvents.hash }).from(trainingEvents).orderBy(desc(trainingEvents.seq)).limit(1);
  return row ? { seq: Number(row.seq), hash: row.hash } : null;
}

/** A head as the anchor `record verify <seq>:<hash>` checks; "none" for an empty record. */
export const anchorOf = (head: ChainHead | null): string => (head ? `${head.seq}:${head.hash}` : "none");

/** The hash stored for event `seq` (null when there is no such event): to compare with a hash anchored outside the database. */
export async function hashAt(db: Db, seq: number): Promise<string | null> {
  const [row] = await db.select({ hash: trainingEvents.hash }).from(trainingEvents).where(eq(trainingEvents.seq, seq)).limit(1);
  return row?.hash ?? null;
}

/**
 * For an account's deletion where the organisation keeps no record of it
 * (or there is no organisation): deletes the payloads of that person's
 * events and appends one erasure event naming them, with no personal data.
 * The events stay (kind, time, a user id that no longer names an account),
 * so the chain stays whole. Inside the deletion's transaction.
 */
export async function eraseUser(tx: Db, userId: string): Promise<number[]> {
  const rows = await tx
    .select({ seq: trainingEvents.seq })
    .from(trainingEvents)
    .innerJoin(trainingEventPayloads, eq(trainingEventPayloads.seq, trainingEvents.seq))
    .where(eq(trainingEvents.userId, userId))
    .orderBy(asc(trainingEvents.seq));
  const seqs = rows.map((r) => r.seq);
  if (!seqs.length) return [];
  for (let i = 0; i < seqs.length; i += VERIFY_BATCH) {
    await tx.delete(trainingEventPayloads).where(inArray(trainingEventPayloads.seq, seqs.slice(i, i + VERIFY_BATCH)));
  }
  await appendEvent(tx, { kind: "erasure", userId: null, payload: { seqs, reason: "account-deleted" } });
  return seqs;
}
