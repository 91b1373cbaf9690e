/**
 * The most text of one field that is kept for search, in UTF-8 bytes. A
 * tsvector holds at most 1 MB and can be larger than its text (distinct short
 * tokens take about 2.5 times their size): 256 KB of any text stays within
 * it, so a transcript's or a PDF's words can never fail the row's write.
 * About 40,000 words, four hours of speech.
 */
export const SEARCH_TEXT_MAX_BYTES = 256 * 1024;

/** The text cut to SEARCH_TEXT_MAX_BYTES on a character boundary. */
export function capSearchText(text: string): string {
  const bytes = Buffer.from(text, "utf8");
  if (bytes.length <= SEARCH_TEXT_MAX_BYTES) return text;
  // A cut through a multi-byte character decodes to U+FFFD: drop it.
  return bytes
    .subarray(0, SEARCH_TEXT_MAX_BYTES)
    .toString("utf8")
    .replace(/\uFFFD$/, "")
    .trimEnd();
}
