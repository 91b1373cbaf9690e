// A post's reading time (issue 30): its words at 230 a minute, rounded up,
// never under one minute. Counted once when the post is saved (the posts
// service keeps it in `reading_minutes`; migration 0039 counted the posts
// saved before it the same way), never per request.

export const WORDS_PER_MINUTE = 230;

/** The words of a markdown text: runs between spaces with a letter or digit in them (a lone "#" or "-" of the markup is none). */
export function wordCount(markdown: string): number {
  let count = 0;
  for (const run of markdown.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(run)) count += 1;
  return count;
}

/** Minutes to read `markdown`: words / 230, rounded up, at least 1. */
export const readingMinutes = (markdown: string): number => Math.max(1, Math.ceil(wordCount(markdown) / WORDS_PER_MINUTE));

/** How the reader shows it: "4 min read". */
export const readingTimeLabel = (minutes: number): string => `${minutes} min read`;
