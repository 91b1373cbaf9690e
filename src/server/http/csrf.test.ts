import net, { type AddressInfo } from "node:net";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contacts } from "../db/schema.js";
import { signInAdmin } from "../test/admin-session.js";
import { createTestApp, type TestApp } from "../test/app.js";
import { ORIGIN } from "../test/auth-helpers.js";
import { multipart } from "../test/multipart.js";

// Finding 1 of the hardening review: the cross-origin write check and the
// no-store header tested the raw URL, so `/%61pi/...` or an absolute-form
// request target (`POST http://host/api/...`) reached the route unchecked.

const EVIL = "https://evil.example";
const message = { name: "Ada", email: "ada@example.com", message: "Hello" };

/** Sends one raw HTTP/1.1 request to the listening app and returns the status line and headers. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk.toString("latin1");
      if (data.includes("\r\n\r\n")) {
        socket.destroy();
        resolve(data.slice(0, data.indexOf("\r\n\r\n")));
      }
    });
    socket.on("error", reject);
  });
}

describe("cross-origin writes and no-store, whatever the spelling of the path", () => {
  let t: TestApp;
  let admin: string;
  let port: number;
  const stored = async () => (await t.database.db.select({ n: count() }).from(contacts))[0]!.n;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    ({ cookie: admin } = await signInAdmin(t));
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a foreign Origin on percent-escaped API paths", async () => {
    const before = await stored();
    for (const url of ["/%61pi/contact", "/%61%70%69/contact", "/api/%63ontact"]) {
      const res = await t.app.inject({ method: "POST", url, payload: message, headers: { origin: EVIL } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe("FORBIDDEN");
    }
    expect(await stored()).toBe(before);
  });

  it("refuses a foreign multipart upload with the admin's cookie on an escaped path (no preflight protects it)", async () => {
    const form = multipart({ title: "Evil", category: "after-action", mediaType: "text", contentText: "x" });
    const res = await t.app.inject({
      method: "POST",
      url: "/%61pi/content-items",
      payload: form.payload,
      headers: { ...form.headers, origin: EVIL, cookie: admin },
    });
    expect(res.statusCode).toBe(403);
    const site = await t.app.inject({
      method: "POST",
      url: "/%61pi/content-items",
      payload: form.payload,
      headers: { ...form.headers, "sec-fetch-site": "cross-site", cookie: admin },
    });
    expect(site.statusCode).toBe(403);
  });

  it("refuses a foreign Origin on an absolute-form request target", async () => {
    const before = await stored();
    const body = JSON.stringify(message);
    const head = await raw(
      port,
      `POST http://127.0.0.1:${port}/api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${EVIL}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(head).toMatch(/^HTTP\/1\.1 403/);
    expect(await stored()).toBe(before);
  });

  it("refuses foreign writes on every path, not only under /api/", async () => {
    const res = await t.app.inject({ method: "POST", url: "/anything", payload: message, headers: { origin: EVIL } });
    expect(res.statusCode).toBe(403);
  });

  it("still takes same-origin writes and requests with no Origin (not from a browser)", async () => {
    expect((await t.app.inject({ method: "POST", url: "/%61pi/contact", payload: message, headers: { origin: ORIGIN } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: "POST", url: "/api/contact", payload: message })).statusCode).toBe(201);
  });

  it("marks API answers no-store however the path is spelled", async () => {
    for (const url of ["/api/posts", "/%61pi/posts", "/api/%70osts?limit=1"]) {
      const res = await t.app.inject({ url, headers: { cookie: admin } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    const head = await raw(port, `GET http://127.0.0.1:${port}/api/posts HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${admin}\r\nConnection: close\r\n\r\n`);
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head.toLowerCase()).toContain("cache-control: no-store");
  });
});
