import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loadConfig } from "../config.js";
import { signInAdmin } from "../test/admin-session.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { multipart } from "../test/multipart.js";

// Finding 10 of the hardening review: request and connection timeouts were
// 0, so a request whose body stopped arriving held its connection for
// minutes (slowloris). See docs/decisions/051-request-timeouts.md.

const REQUEST_MS = 600;
const IDLE_MS = 1200;

interface Exchange {
  /** What the server sent before the connection closed (or the wait ended). */
  received: string;
  /** Milliseconds from connecting until the server closed, or null if it never did within the wait. */
  closedAfter: number | null;
}

/** Writes `parts` to a new connection, each after its delay, and reads until the server closes or `waitMs` passes. */
function converse(port: number, parts: { afterMs: number; data: string | Buffer }[], waitMs: number): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    const timers: NodeJS.Timeout[] = [];
    const finish = (closedAfter: number | null) => {
      timers.forEach(clearTimeout);
      socket.destroy();
      resolve({ received, closedAfter });
    };
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("close", () => finish(Date.now() - started));
    socket.on("error", () => {});
    let at = 0;
    for (const part of parts) {
      at += part.afterMs;
      timers.push(setTimeout(() => socket.writable && socket.write(part.data), at));
    }
    timers.push(setTimeout(() => finish(null), waitMs));
  });
}

describe("request timeouts", () => {
  let t: TestApp;
  let port: number;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp("pglite", {
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      IDLE_TIMEOUT_MS: String(IDLE_MS),
      KEEP_ALIVE_TIMEOUT_MS: "800",
      UPLOAD_TIMEOUT_MS: "20000",
    });
    ({ cookie: admin } = await signInAdmin(t));
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it("reads the timeouts from the environment, with sane defaults", () => {
    expect(loadConfig({}).timeouts).toEqual({ requestMs: 30_000, idleMs: 60_000, keepAliveMs: 72_000, uploadMs: 2 * 60 * 60 * 1000 });
    expect(t.config.timeouts).toEqual({ requestMs: REQUEST_MS, idleMs: IDLE_MS, keepAliveMs: 800, uploadMs: 20_000 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "0" })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it("answers 408 and closes when a body keeps trickling past the request timeout", async () => {
    const head = `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"name":"`;
    const parts = [{ afterMs: 0, data: head }, ...Array.from({ length: 12 }, () => ({ afterMs: 250, data: "a" }))];
    const { received, closedAfter } = await converse(port, parts, 5000);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('"code":"REQUEST_TIMEOUT"');
    expect(closedAfter).not.toBeNull();
    expect(closedAfter!).toBeLessThan(REQUEST_MS + 1000);
  });

  it("leaves a body that nobody reads alone once it is answered (no late timeout, no crash)", async () => {
    // Bodies larger than the stream buffers, refused (413, 415) or never read.
    const big = JSON.stringify({ message: "x".repeat(200_000) });
    for (const [url, type] of [
      ["/api/contact", "application/json"],
      ["/api/auth/sign-in/email", "application/json"],
      ["/api/contact", "image/png"],
      ["/api/nope", "application/json"],
    ] as const) {
      const res = await t.app.inject({ method: "POST", url, payload: big, headers: { "content-type": type } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    // Past the request timeout: a timer left behind would now fire on a stream nobody listens to.
    await new Promise((resolve) => setTimeout(resolve, REQUEST_MS + 300));
    expect((await t.app.inject("/healthz")).statusCode).toBe(200);
  });

  it("closes a connection whose body stops arriving", async () => {
    const head = `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"na`;
    const { closedAfter } = await converse(port, [{ afterMs: 0, data: head }], 5000);
    expect(closedAfter).not.toBeNull();
    expect(closedAfter!).toBeLessThan(IDLE_MS + 1000);
  });

  it("closes a connection whose headers trickle in", async () => {
    const parts = [{ afterMs: 0, data: "GET /healthz HTTP/1.1\r\n" }, ...Array.from({ length: 20 }, (_, i) => ({ afterMs: 200, data: `X-Slow-${i}: 1\r\n` }))];
    const { received, closedAfter } = await converse(port, parts, 6000);
    expect(closedAfter).not.toBeNull();
    expect(closedAfter!).toBeLessThan(REQUEST_MS + 1500);
    expect(received).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it("closes an idle keep-alive connection", async () => {
    const { received, closedAfter } = await converse(port, [{ afterMs: 0, data: "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n" }], 5000);
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfter).not.toBeNull();
    // Node keeps an idle socket about a second past keepAliveTimeout before closing it.
    expect(closedAfter!).toBeLessThan(800 + 2000);
  });

  it("lets an upload that keeps moving take longer than the request timeout", async () => {
    const form = multipart({ title: "Slow", category: "after-action", mediaType: "text", contentText: "x".repeat(3000) });
    const head = `POST /api/content-items HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${admin}\r\nContent-Type: ${form.headers["content-type"]}\r\nContent-Length: ${form.payload.length}\r\nConnection: close\r\n\r\n`;
    const chunks: Buffer[] = [];
    for (let i = 0; i < form.payload.length; i += 400) chunks.push(form.payload.subarray(i, i + 400));
    const parts = [{ afterMs: 0, data: head }, ...chunks.map((data) => ({ afterMs: 250, data }))];
    expect(parts.length * 250).toBeGreaterThan(REQUEST_MS * 2);
    const { received } = await converse(port, parts, 10_000);
    expect(received).toMatch(/^HTTP\/1\.1 201 /);
  });

  it("closes an upload's connection when it is refused before its body has arrived", async () => {
    const head = `POST /api/content-items HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000000\r\n\r\n--x\r\n`;
    const parts = [{ afterMs: 0, data: head }, ...Array.from({ length: 20 }, () => ({ afterMs: 200, data: "y".repeat(100) }))];
    const { received, closedAfter } = await converse(port, parts, 6000);
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
    expect(closedAfter).not.toBeNull();
    expect(closedAfter!).toBeLessThan(1000);
  });

  it("closes an upload that stalls", async () => {
    const form = multipart({ title: "Stalled", category: "after-action", mediaType: "text", contentText: "x".repeat(3000) });
    const head = `POST /api/content-items HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${admin}\r\nContent-Type: ${form.headers["content-type"]}\r\nContent-Length: ${form.payload.length}\r\n\r\n`;
    const { closedAfter } = await converse(
      port,
      [
        { afterMs: 0, data: head },
        { afterMs: 100, data: form.payload.subarray(0, 500) },
      ],
      6000,
    );
    expect(closedAfter).not.toBeNull();
    expect(closedAfter!).toBeLessThan(IDLE_MS + 1500);
  });
});
