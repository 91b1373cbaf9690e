import { randomBytes } from "node:crypto";

export interface FilePart {
  name?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body: fields in the given order, then the file (or a file first, with fileFirst). */
export function multipart(fields: Record<string, string>, file?: FilePart, options: { fileFirst?: boolean } = {}) {
  const boundary = `----lobl${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const filePart = file
    ? Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? "file"}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
        ),
        file.data,
        Buffer.from("\r\n"),
      ])
    : null;
  if (filePart && options.fileFirst) chunks.push(filePart);
  chunks.push(...fieldParts);
  if (filePart && !options.fileFirst) chunks.push(filePart);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
