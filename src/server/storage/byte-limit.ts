import { Transform } from "node:stream";

import { StorageLimitError } from "./storage.js";

/** A pass-through that counts bytes and fails the pipeline once `max` is exceeded. */
export class ByteLimit extends Transform {
  bytes = 0;

  constructor(private readonly max: number | undefined) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null, data?: Buffer) => void): void {
    this.bytes += chunk.length;
    if (this.max !== undefined && this.bytes > this.max) callback(new StorageLimitError(this.max));
    else callback(null, chunk);
  }
}
