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

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  storage: Storage;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a clean database and a temporary DATA_DIR. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  /** Adds routes before the app is ready (e.g. to exercise guards). */
  extend?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-test-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  const database = await openTestDatabase(kind);
  const storage = new LocalStorage(path.join(dataDir, "files"));
  const app = await buildApp({ config, database, storage });
  extend?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    storage,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
