/**
 * Marks the whole stylesheet on a page with the islands (docs/decisions/116):
 * fetched after the first paint but applied only on demand (media="print"
 * until an island needs rules the page's inline ones do not cover). Here
 * rather than in rendered-shell.ts, which runs in Node only: the islands read it too.
 */
export const FULL_STYLES_ATTRIBUTE = "data-full-styles";
