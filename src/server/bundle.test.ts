import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { projectPath } from "./project-root.js";

// `npm start` and `npm run demo` run the server bundled (scripts/bundle-server.mjs,
// docs/decisions/118), not tsc's files the other tests run. A package bundled
// that should have stayed outside (one that finds files next to its own code),
// or a CommonJS package's require() that the bundle cannot serve, breaks only
// the bundle: these tests build one of their own and start it.

const outdir = projectPath(".tmp", `bundle-test-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-bundle-data-"));
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-bundle-web-"));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

beforeAll(() => {
  // A stand-in for dist/web: the server needs the shell; without the renderer's build its pages go out unrendered.
  fs.writeFileSync(path.join(webDir, "index.html"), '<!doctype html><title>Lead or Be Led</title><div id="root"></div>');
  const built = spawnSync(process.execPath, [projectPath("scripts", "bundle-server.mjs"), "--outdir", outdir], { cwd: projectPath(), encoding: "utf8" });
  if (built.status !== 0) throw new Error(`the bundle did not build:\n${built.stderr}`);
}, 120_000);

afterAll(() => {
  for (const dir of [outdir, dataDir, webDir]) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the server's bundle", () => {
  it("has chunks that all load, those a start imports on use included", () => {
    const chunks = fs
      .readdirSync(path.join(outdir, "chunks"))
      .filter((file) => file.endsWith(".js"))
      .map((file) => pathToFileURL(path.join(outdir, "chunks", file)).href);
    expect(chunks.length).toBeGreaterThan(10);
    // Loading a chunk runs its packages' top-level code: a file looked for next to the chunk, or a require() of a
    // Node module the bundle has no require for, fails here rather than on the first request that needs it.
    const script = `for (const chunk of ${JSON.stringify(chunks)}) await import(chunk);`;
    const loaded = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: projectPath(), encoding: "utf8", timeout: 60_000 });
    expect(loaded.stderr).toBe("");
    expect(loaded.status).toBe(0);
  }, 90_000);

  it("starts on a new data directory, is ready, and answers a page, a public read and the auth it loads after readiness", async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      LOG_LEVEL: "warn",
    };
    const child = spawn(process.execPath, ["--enable-source-maps", path.join(outdir, "server.js")], {
      cwd: projectPath(),
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the bundled server exited with ${child.exitCode}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`the bundled server was not ready after 60 s:\n${output}`);
        const ready = await fetch(`${origin}/readyz`).then(
          (res) => res.status === 200,
          () => false,
        );
        if (ready) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const page = await fetch(`${origin}/about`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const library = await fetch(`${origin}/api/library/field-manual`);
      expect(library.status).toBe(200);
      const sitemap = await fetch(`${origin}/sitemap.xml`);
      expect(await sitemap.text()).toContain("<urlset");
      // zod's messages are English only in the bundle (scripts/bundle-server.mjs): its default still speaks; and the
      // SSO routes' services load on first use (docs/decisions/125).
      const refused = await fetch(`${origin}/api/sso/start`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "someone@example.com", next: 5 }),
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ error: { code: "BAD_REQUEST", message: "Invalid input: expected string, received number" } });
      const noProvider = await fetch(`${origin}/api/sso/start`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "someone@example.com" }),
      });
      expect(noProvider.status).toBeGreaterThanOrEqual(400);
      expect(noProvider.status).toBeLessThan(500);
      // Better Auth is in a chunk of its own, loaded after readiness (docs/decisions/092): a session read needs it.
      const session = await fetch(`${origin}/api/auth/get-session`);
      expect(session.status).toBe(200);
      expect(output).not.toMatch(/"level":(50|60)/);
    } finally {
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    }
  }, 90_000);
});
