import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";

import { loggerOptions } from "../logger.js";
import { RequestLog } from "./request-log.js";

/** A Fastify app logging as the server does (its options, one line per answered request) into an array. */
async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, next) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      next();
    },
  });
  const app = Fastify({ logger: { ...(loggerOptions(level, false) as object), stream }, logController: new RequestLog() });
  app.get("/healthz", async () => ({ ok: true }));
  app.get("/readyz", async (_request, reply) => reply.code(503).send({ ready: false }));
  app.get("/fails", async () => {
    throw new Error("broken");
  });
  app.get("/feeds/:token/briefing.xml", async () => "<rss/>");
  await app.ready();
  return { app, lines };
}

describe("request log", () => {
  it("writes one line per answered request at info, with status and time, tokens redacted, and leaves passing probes out", async () => {
    const { app, lines } = await appLogging("info");
    try {
      await app.inject("/feeds/AbC_123-xyzAbC_123-xyzAbC_123-xyzAbC_123-x/briefing.xml");
      await app.inject("/healthz");
      await app.inject("/readyz");
      await app.inject("/no-such-thing");
      expect(lines.map((l) => l.msg)).toEqual(["request completed", "request completed", "Route GET:/no-such-thing not found", "request completed"]);
      lines.splice(2, 1);
      const [feed, readyz, missing] = lines as { req: { method: string; url: string }; res: { statusCode: number }; responseTime: number }[];
      expect(feed!.req).toMatchObject({ method: "GET", url: "/feeds/[redacted]/briefing.xml" });
      expect(Object.keys(feed!).sort()).toEqual(["hostname", "level", "msg", "pid", "reqId", "req", "res", "responseTime", "time"].sort());
      expect(feed!.res.statusCode).toBe(200);
      expect(typeof feed!.responseTime).toBe("number");
      expect(readyz!.res.statusCode).toBe(503);
      expect(missing!.res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("logs a failed request as an error with its cause", async () => {
    const { app, lines } = await appLogging("warn");
    try {
      expect((await app.inject("/fails")).statusCode).toBe(500);
      expect(lines.map((l) => [l.level, l.msg])).toEqual([[50, "broken"]]);
    } finally {
      await app.close();
    }
  });

  it("adds the line on arrival at debug, and writes nothing per request at warn", async () => {
    const debug = await appLogging("debug");
    const warn = await appLogging("warn");
    try {
      await debug.app.inject("/healthz");
      expect(debug.lines.map((l) => l.msg)).toEqual(["incoming request"]);
      await debug.app.inject("/feeds/AbC_123-xyzAbC_123-xyzAbC_123-xyzAbC_123-x/briefing.xml");
      expect(debug.lines.map((l) => l.msg)).toEqual(["incoming request", "incoming request", "request completed"]);
      await warn.app.inject("/feeds/AbC_123-xyzAbC_123-xyzAbC_123-xyzAbC_123-x/briefing.xml");
      expect(warn.lines).toEqual([]);
    } finally {
      await debug.app.close();
      await warn.app.close();
    }
  });
});
