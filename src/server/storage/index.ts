import path from "node:path";
import type { Config } from "../config.js";
import { LocalStorage } from "./local.js";
import type { Storage } from "./storage.js";

export type { Storage } from "./storage.js";

export function createStorage(config: Config): Storage {
  if (config.s3) {
    // The S3 driver arrives with the scale-out work; refusing to start is
    // better than silently writing to local disk on a multi-instance deploy.
    throw new Error("S3_BUCKET is set but this build has no S3 storage driver yet; unset S3_* to use local storage.");
  }
  return new LocalStorage(path.join(config.dataDir, "files"));
}
