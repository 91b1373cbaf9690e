/**
 * A multipart body in the order the server reads it: every text field
 * first, then the file (if any), then the transcript (if any). Undefined and
 * null fields are left out; booleans are sent as "true" / "false".
 */
export function multipartBody(fields: Record<string, string | number | boolean | null | undefined>, file?: File | null, transcript?: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    body.append(name, typeof value === "string" ? value : String(value));
  }
  if (file) body.append("file", file, file.name);
  if (transcript) body.append("transcript", transcript, transcript.name);
  return body;
}
