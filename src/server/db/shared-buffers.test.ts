import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";

import { DEFAULT_SHARED_BUFFERS_MB, openDatabase } from "./client.js";
import { query } from "./raw-query.js";

// PGLITE_SHARED_BUFFERS_MB reaches PostgreSQL inside PGlite (docs/decisions/104).
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function sharedBuffers(sharedBuffersMb?: number): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-shared-buffers-"));
  dirs.push(dataDir);
  const database = await openDatabase({ dataDir, migrate: false, ...(sharedBuffersMb ? { sharedBuffersMb } : {}) });
  try {
    const [row] = await query<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
    return row!.shared_buffers;
  } finally {
    await database.close();
  }
}

it("gives a data directory's PGlite the configured buffer pool, else the small default", async () => {
  expect(await sharedBuffers()).toBe(`${DEFAULT_SHARED_BUFFERS_MB}MB`);
  expect(await sharedBuffers(48)).toBe("48MB");
}, 60_000);
