import path from "node:path";

import type { Config } from "../config.js";
import { LocalStorage } from "./local.js";
import type { Storage } from "./storage.js";

export type { Storage } from "./storage.js";

/** S3 when S3_BUCKET is set, else files under DATA_DIR/files. */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.s3) {
    // Loaded only when used: the AWS SDK is large and slows every start.
    const { S3Storage } = await import("./s3.js");
    return new S3Storage(config.s3);
  }
  return new LocalStorage(path.join(config.dataDir, "files"));
}
