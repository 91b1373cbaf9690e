import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { projectPath } from "./project-root.js";

// The real entry point in real processes: what `npm start` does, minus the build.

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function startServer(dataDir: string, port: number): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", projectPath("src/server/main.ts")], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "debug", CONTACT_RATE_LIMIT: "100" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitReady(port: number, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${port} not ready`);
}

/** A POST /api/contact whose body is half sent (`halfSent` resolves once it is on the wire); `finish()` sends the rest. */
function halfSentContact(port: number, i: number) {
  const body = JSON.stringify({ name: `Late Sender ${i}`, email: `late${i}@example.com`, message: "Sent during shutdown." });
  const half = Math.floor(body.length / 2);
  const req = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/contact",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
  });
  const halfSent = new Promise<void>((resolve) => req.write(body.slice(0, half), () => resolve()));
  return { halfSent, response, finish: () => req.end(body.slice(half)) };
}

describe("server process", () => {
  let dataDir: string;
  let port: number;
  let server: ReturnType<typeof startServer>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-main-"));
    port = await freePort();
    server = startServer(dataDir, port);
    // A first start compiles the server with tsx and migrates a new embedded database: seconds when the
    // machine is quiet, over a minute when every core is busy with the rest of the suite.
    await waitReady(port, 150_000);
  }, 160_000);

  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses a second process on the same DATA_DIR and names the first, which keeps serving", async () => {
    const second = startServer(dataDir, await freePort());
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`is in use by another process (pid ${server.child.pid}`);
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  }, 30_000);

  // Stops the server beforeAll started, which the test above needs running: it comes after it.
  it("finishes every in-flight request on SIGTERM under load, then exits cleanly and releases DATA_DIR", async () => {
    // Twenty contact messages are mid-body when the signal arrives; each must
    // still be stored and answered.
    const requests = Array.from({ length: 20 }, (_, i) => halfSentContact(port, i));
    await Promise.all(requests.map((r) => r.halfSent));
    // The signal comes once the server has taken up all twenty (it logs each
    // request as it starts), however slowly a loaded machine gets there.
    const started = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes("incoming request") && line.includes("/api/contact")).length;
    const until = Date.now() + 15_000;
    while (started() < requests.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(started()).toBe(requests.length);
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    for (const r of requests) r.finish();

    const answers = await Promise.all(requests.map((r) => r.response));
    for (const { status, text } of answers) {
      expect(status, text).toBe(201);
      expect(JSON.parse(text)).toHaveProperty("id");
    }
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("shutdown complete");
    expect(fs.existsSync(path.join(dataDir, ".lock"))).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 30_000);

  it("on a busy port, stops with a clear message before creating anything in DATA_DIR", async () => {
    const busy = net.createServer();
    const port = await new Promise<number>((resolve) => busy.listen(0, "127.0.0.1", () => resolve((busy.address() as net.AddressInfo).port)));
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lobl-busy-")), "data");
    try {
      const server = startServer(dataDir, port);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      busy.close();
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });
});
