// Kept apart from excerpt.ts so the server's access policy can shorten a
// description without loading the markdown parser at start-up.

export const ELLIPSIS = "…";

/**
 * `text` shortened to at most `max` characters: whole when it fits, else cut
 * at the last word boundary that leaves room for "…" (mid-word only when one
 * word alone is longer than most of the room), trailing punctuation dropped.
 */
export function shortenAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - ELLIPSIS.length);
  // Never leave half of a surrogate pair (an emoji) behind.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const boundary = cut.search(/\s\S*$/);
  if (text[cut.length] !== undefined && /\S/.test(text[cut.length]!) && boundary > max * 0.6) cut = cut.slice(0, boundary);
  return cut.replace(/[\s,;:.!?\-–—(]+$/u, "") + ELLIPSIS;
}
