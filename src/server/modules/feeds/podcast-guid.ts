import { createHash } from "node:crypto";

/** Podcasting 2.0's namespace for podcast:guid (UUID v5 of the feed URL without its scheme). */
const PODCAST_NAMESPACE = "ead4c236-bf58-58c6-a2c6-a6b28d128cb6";

/** RFC 4122 UUID version 5 of `name` in `namespace`. */
export function uuidV5(name: string, namespace = PODCAST_NAMESPACE): string {
  const hash = createHash("sha1")
    .update(Buffer.from(namespace.replace(/-/g, ""), "hex"))
    .update(name)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The show's podcast:guid: one per show, whichever feed (public or a member's) carries it. */
export const showGuid = (publicFeedUrl: string) => uuidV5(publicFeedUrl.replace(/^[a-z]+:\/\//i, "").replace(/\/+$/, ""));
