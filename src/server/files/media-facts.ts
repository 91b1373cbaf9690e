import { PassThrough, Transform, type Readable, type TransformCallback } from "node:stream";

/** What the file itself says about its media, read while it is being stored. */
interface MediaFacts {
  /** Playing time in seconds, when the container states it or a scan finds it. */
  durationSeconds: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
}

/**
 * Passes every chunk on to storage and, as it goes, to a second reader
 * (the media parser), honouring both sides' backpressure. Once the parser has
 * what it needs (or gives up) it is cut loose and the upload flows on alone.
 */
class Tap extends Transform {
  private released = false;

  constructor(private readonly sink: PassThrough) {
    super();
    sink.once("close", () => {
      this.released = true;
      sink.emit("drain");
    });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.released || this.sink.write(chunk)) return callback(null, chunk);
    this.sink.once("drain", () => callback(null, chunk));
  }

  override _flush(callback: TransformCallback): void {
    this.sink.end();
    callback();
  }
}

/**
 * Measures an audio or video file while it streams to storage (never whole in
 * memory, never read twice): returns the stream to store and a promise of the
 * file's media facts, settled when the parser is done (null if it cannot read
 * the file; the upload itself is not held up by that).
 */
export function measureWhileStoring(source: Readable, mimeType: string): { stream: Readable; facts: Promise<MediaFacts | null> } {
  const sink = new PassThrough();
  const tap = new Tap(sink);
  source.on("error", (error) => tap.destroy(error));
  // An upload that stops early (an error, a size limit) stops the parser too;
  // one that ends has already ended the parser's side (Tap._flush).
  tap.on("close", () => {
    if (!sink.writableEnded) sink.destroy(new Error("the upload stopped"));
  });
  source.pipe(tap);
  const facts = import("music-metadata")
    .then(({ parseStream }) => parseStream(sink, { mimeType }, { duration: true, skipCovers: true, skipPostHeaders: true }))
    .then(
      ({ format }): MediaFacts => ({
        durationSeconds: typeof format.duration === "number" && Number.isFinite(format.duration) && format.duration > 0 ? format.duration : null,
        hasVideo: format.hasVideo === true,
        hasAudio: format.hasAudio !== false,
      }),
      () => null,
    )
    .finally(() => sink.destroy());
  return { stream: tap, facts };
}

/**
 * The duration column's value for a measured media file: seconds, or 0 when
 * the file states none (null is left for files never measured, which the
 * storage sweep measures once).
 */
export const unknownAsZero = (facts: MediaFacts | null): number => facts?.durationSeconds ?? 0;

/** Reads a stored file through the parser only (for files stored before durations were kept). */
export async function measureStored(body: Readable, mimeType: string): Promise<number> {
  const { stream, facts } = measureWhileStoring(body, mimeType);
  stream.resume();
  return unknownAsZero(await facts);
}
