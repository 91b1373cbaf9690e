import { createHash } from "node:crypto";

// How an event is hashed (docs/decisions/094-hash-chained-training-record.md).
// Canonical JSON: object keys sorted at every level, no whitespace, what
// JSON.stringify writes for strings, numbers, booleans and null. The same
// value read back from jsonb (which reorders keys) hashes the same.

export const GENESIS_HASH = "0".repeat(64);

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") {
    if (typeof value === "number" && !Number.isFinite(value)) throw new Error("canonical JSON has no place for NaN or Infinity");
    return JSON.stringify(value) ?? "null";
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export const payloadHashOf = (payload: unknown) => sha256(canonicalJson(payload));

export interface HashedFields {
  seq: number;
  at: Date;
  kind: string;
  userId: string | null;
  orgId: string | null;
  payloadHash: string;
  prevHash: string;
}

/** The event's own hash: over every stored field but itself, the previous event's hash included. */
export function eventHashOf(e: HashedFields): string {
  return sha256(
    canonicalJson({
      seq: e.seq,
      at: e.at.toISOString(),
      kind: e.kind,
      userId: e.userId,
      orgId: e.orgId,
      payloadHash: e.payloadHash,
      prevHash: e.prevHash,
    }),
  );
}
