import { Readable } from "node:stream";

/**
 * Reads the first `size` bytes of a stream (fewer when it is shorter) and
 * gives back a stream of all of it, those bytes included. Unlike waiting for
 * 'readable', this also settles for a stream that has already ended with
 * nothing in it (an empty upload), which would otherwise never be noticed.
 */
export async function peek(body: Readable, size: number): Promise<{ head: Buffer; whole: Readable }> {
  const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const seen: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) break;
    seen.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(seen);
  async function* replay() {
    try {
      if (head.length > 0) yield head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    } finally {
      // A consumer that stops early (a size limit, a failed write) stops the source too.
      await chunks.return?.();
    }
  }
  return { head, whole: Readable.from(replay(), { objectMode: false }) };
}
