import { createHmac } from "node:crypto";

import type { Viewer } from "../../access/viewer.js";

/** Who opened something: the viewer, and for a visitor the address and user agent that tell one from another. */
export interface Reader {
  viewer: Viewer;
  address: string;
  userAgent: string;
}

/** The reader of a request (a Fastify request has these fields); `viewer` when it is not the session's (a feed's holder). */
export function readerOf(request: { ip: string; headers: { "user-agent"?: string }; viewer: Viewer }, viewer: Viewer = request.viewer): Reader {
  return { viewer, address: request.ip, userAgent: request.headers["user-agent"] ?? "" };
}

/** Characters of a hash kept (22 base64url characters: 132 bits). */
const HASH_LENGTH = 22;

/**
 * Hashes kept per day before the memo starts over, and the longest value kept
 * (a visitor's holds a user agent, which a request may make 16 KB long):
 * at most about 10 MB.
 */
const MEMO_SIZE = 10_000;
const MEMO_VALUE_LENGTH = 512;

/**
 * Keyed hashes that tell readers apart for one day and no longer: the key
 * is derived from the site's secret and the day, so every instance makes
 * the same hash for the same reader that day, another one the next day,
 * and nobody without the secret can test a guess of an address. Rows that
 * hold them are deleted after two days (pruneAnalytics).
 */
export function readerHashes(secret: string) {
  let keyDay = "";
  let key = Buffer.alloc(0);
  const keyOf = (day: string) => {
    if (day !== keyDay) {
      key = createHmac("sha256", secret).update(`analytics-readers|${day}`).digest();
      keyDay = day;
    }
    return key;
  };
  // A keyed hash costs about 10 µs; every post read counts its reader, and
  // most reads of a day are by readers already seen that day. So the day's
  // hashes are kept in memory (bounded, emptied when the day changes): the
  // hashing was a fifth of a member's post read (docs/decisions/122).
  let memoDay = "";
  const memo = new Map<string, string>();
  const hash = (day: string, value: string) => {
    if (day !== memoDay || memo.size >= MEMO_SIZE) {
      memo.clear();
      memoDay = day;
    }
    let hashed = memo.get(value);
    if (hashed === undefined) {
      hashed = createHmac("sha256", keyOf(day)).update(value).digest("base64url").slice(0, HASH_LENGTH);
      if (value.length <= MEMO_VALUE_LENGTH) memo.set(value, hashed);
    }
    return hashed;
  };
  return {
    /** A member by id; a visitor by address and user agent. */
    reader: (day: string, { viewer, address, userAgent }: Reader) =>
      hash(day, viewer.role === "visitor" ? `visitor|${address}|${userAgent}` : `member|${viewer.user.id}`),
    /** The address alone, for the cap on what one address can add. */
    address: (day: string, address: string) => hash(day, `address|${address}`),
    /** How many hashes the memo holds now. */
    kept: () => memo.size,
  };
}
