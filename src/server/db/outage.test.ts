import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { projectPath } from "../project-root.js";
import { LocalStorage } from "../storage/local.js";
import { sessionCookie, signIn, signUp } from "../test/auth-helpers.js";
import { openDatabase, type Database } from "./client.js";

// PostgreSQL stops while the app runs: requests fail fast with 503, and the
// app recovers on its own once the database is back.
const script = projectPath("scripts", "pg-test-cluster.sh");
const hasPostgres = fs.existsSync("/usr/lib/postgresql/15/bin/initdb");
const cluster = (...args: string[]) => execFileSync("bash", [script, ...args], { encoding: "utf8" });

describe.skipIf(!hasPostgres)("PostgreSQL outage (needs /usr/lib/postgresql/15)", () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    const env = Object.fromEntries([...cluster("start").matchAll(/export (\w+)=(\S+)/g)].map((m) => [m[1], m[2]]));
    dir = env.PG_TEST_DIR!;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-outage-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", DATABASE_URL: env.TEST_DATABASE_URL });
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir, poolMax: 4 });
    app = await buildApp({ config, database, storage: new LocalStorage(path.join(dataDir, "files")) });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dir) cluster("stop", dir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const contact = () =>
    app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "A", email: "a@b.co", message: "hi" },
      remoteAddress: `10.5.${Math.floor(Math.random() * 250)}.1`,
    });

  it("answers 503 quickly while down and recovers within 5 s of the database coming back", async () => {
    await signUp(app, "outage@example.com");
    const cookie = sessionCookie(await signIn(app, "outage@example.com"));
    expect((await contact()).statusCode).toBe(201);

    cluster("halt", dir);
    for (const request of [
      () => app.inject("/readyz"),
      contact,
      () => app.inject({ url: "/api/me", headers: { cookie } }),
      () => app.inject({ url: "/api/posts", headers: { cookie } }),
    ]) {
      const started = Date.now();
      const res = await request();
      expect(res.statusCode).toBe(503);
      expect(res.body).not.toMatch(/ECONNREFUSED|select|insert|params/i);
      expect(Date.now() - started).toBeLessThan(4000);
    }

    cluster("resume", dir);
    const back = Date.now();
    let ready = 0;
    while (Date.now() - back < 5000) {
      if ((await app.inject("/readyz")).statusCode === 200) {
        ready = Date.now() - back;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready).toBeGreaterThan(0);
    expect((await contact()).statusCode).toBe(201);
    expect((await app.inject({ url: "/api/me", headers: { cookie } })).statusCode).toBe(200);
  }, 60_000);
});
