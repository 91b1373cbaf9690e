import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";

import { openDatabase } from "../../db/client.js";
import { query } from "../../db/raw-query.js";
import { projectPath } from "../../project-root.js";

// The real entry point: counts still in memory when SIGTERM arrives are
// written before the database closes (Fastify runs close hooks last-added
// first, so the server's own hook writes them, then closes the database).

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-analytics-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

it("writes the counts kept in memory when the server is stopped", async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", projectPath("src/server/main.ts")], {
    // The timer would not write for ten minutes: only the shutdown can.
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "error", ANALYTICS_FLUSH_MS: "600000" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status, { timeout: 50_000, interval: 200 }).toBe(200);

  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${base}/api/analytics/page-view`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ page: "about" }),
    });
    expect(res.status, await res.text()).toBe(204);
  }
  child.kill("SIGTERM");
  expect(await exited, output).toBe(0);
  expect(output).not.toMatch(/analytics counts/);

  const database = await openDatabase({ dataDir, migrate: false });
  try {
    const rows = await query<{ page: string; views: number }>(database.db, sql`select page, views from page_views_daily`);
    expect(rows).toEqual([{ page: "about", views: 3 }]);
  } finally {
    await database.close();
  }
}, 90_000);
