import { createHash } from "node:crypto";
import { Transform, type Readable } from "node:stream";

/** A pass-through that hashes and counts what flows by. */
class Sha256Stream extends Transform {
  private readonly hash = createHash("sha256");
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null, data?: Buffer) => void): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    callback(null, chunk);
  }

  /** The hex digest; call once the stream has ended. */
  digest(): string {
    return this.hash.copy().digest("hex");
  }
}

/** `source` piped through a hasher (errors forwarded), ready to hand to a writer. */
export function hashed(source: Readable): Sha256Stream {
  const hasher = new Sha256Stream();
  source.on("error", (error) => hasher.destroy(error));
  source.pipe(hasher);
  return hasher;
}
