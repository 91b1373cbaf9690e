/** Fields whose null means "take it off": a form says so with "", since a field left out keeps what is stored. */
const CLEARED_BY_EMPTY = new Set(["coverImageId", "authorId"]);

/**
 * A multipart body in the order the server reads it: every text field
 * first, then the file (if any), then the transcript (if any). Undefined and
 * null fields are left out (but a cover taken off, or the creator's byline, sent as ""); booleans are
 * sent as "true" / "false".
 */
export function multipartBody(
  fields: Record<string, string | number | boolean | string[] | null | undefined>,
  file?: File | null,
  transcript?: File | null,
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null && CLEARED_BY_EMPTY.has(name)) body.append(name, "");
    if (value === undefined || value === null) continue;
    // A list (the tags) is one field of its entries split by commas, as the server reads it (shared/tags.ts).
    body.append(name, typeof value === "string" ? value : Array.isArray(value) ? value.join(",") : String(value));
  }
  if (file) body.append("file", file, file.name);
  if (transcript) body.append("transcript", transcript, transcript.name);
  return body;
}
