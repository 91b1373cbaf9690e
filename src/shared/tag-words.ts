// Tags (topics) on posts, episodes and items (issue 30, docs/decisions/106):
// a small vocabulary of normalised words, kept in each record's own row. A
// tag is lower-case letters and digits in words joined by single hyphens
// ("crisis-leadership"), so that "Crisis Leadership", "crisis  leadership"
// and "CRISIS-leadership" are one tag and every tag is its own address
// (`?tag=crisis-leadership`). No zod here: the library pages and the reader
// import these; the write's schema is tags.ts.

/** The most tags one record takes. */
export const MAX_TAGS = 8;
/** The longest tag, in characters, once normalised. */
export const MAX_TAG_LENGTH = 32;

/**
 * A typed tag made the vocabulary's word: lower case, letters and digits
 * kept, every run of anything else one hyphen, none at either end. Empty
 * when nothing of it is kept.
 */
export function normaliseTag(typed: string): string {
  return typed
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** A tag's words for a reader: "crisis-leadership" is shown "crisis leadership". */
export const tagLabel = (tag: string): string => tag.replace(/-/g, " ");
