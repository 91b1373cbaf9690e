// The file kinds the product stores, by the extension the server gives a
// stored file. Uploads are checked by content; this maps the detected kind
// to its extension and MIME type.
export const MIME_BY_EXTENSION = {
  mp3: "audio/mpeg",
  wav: "audio/wav",
  m4a: "audio/mp4",
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
} as const;

export type FileExtension = keyof typeof MIME_BY_EXTENSION;

export function mimeForExtension(ext: string): string | undefined {
  return (MIME_BY_EXTENSION as Record<string, string>)[ext.toLowerCase().replace(/^\./, "")];
}
