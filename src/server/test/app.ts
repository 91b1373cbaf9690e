import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";

import { buildApp } from "../app.js";
import { loadConfig, type Config } from "../config.js";
import type { Database } from "../db/client.js";
import { LocalStorage } from "../storage/local.js";
import type { Storage } from "../storage/storage.js";
import { openTestDatabase, type DatabaseKind } from "./database.js";
import { createTestS3Storage, testS3Options } from "./s3.js";
import { emptyStorage } from "./stored-files.js";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  storage: Storage;
  dataDir: string;
  close(): Promise<void>;
}

interface TestAppOptions {
  /** Adds routes before the app is ready (e.g. to exercise guards). */
  extend?: (app: FastifyInstance) => void;
  /** "local" for tests of the local driver's own behaviour; by default PostgreSQL apps use S3 when the run has it. */
  storage?: "local";
}

/**
 * The real app on a clean database and a temporary DATA_DIR: PGlite with
 * local files, or PostgreSQL with S3 (a fresh folder of the test bucket)
 * when the run has both, as the product runs at scale.
 */
export async function createTestApp(kind: DatabaseKind, env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-test-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  const database = await openTestDatabase(kind);
  const onS3 = kind === "postgres" && options.storage !== "local" && testS3Options() !== null;
  const storage: Storage = onS3 ? createTestS3Storage() : new LocalStorage(path.join(dataDir, "files"));
  const app = await buildApp({ config, database, storage });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    storage,
    dataDir,
    close: async () => {
      await app.close();
      if (onS3) await emptyStorage(storage);
      storage.close?.();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
