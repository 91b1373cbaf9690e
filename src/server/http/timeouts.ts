import type { ServerOptions } from "node:http";
import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";

import type { Timeouts } from "../config.js";

// How long the server waits for a client (docs/decisions/051-request-timeouts.md):
// without limits, a client that sends a byte now and then (slowloris) holds
// a connection and its memory for as long as it likes.

const REQUEST_TOO_SLOW = "The request took too long to arrive. Please try again.";

/**
 * Fastify's options for the Node server: the idle timeout on every socket
 * (nothing moved for `idleMs`: closed, uploads included), the keep-alive
 * timeout between requests, headers within `requestMs`, and `uploadMs` as
 * the cap on receiving any request. Node checks the header and request
 * deadlines on a timer, run here at least every second.
 */
export function serverTimeouts(t: Timeouts): { connectionTimeout: number; keepAliveTimeout: number; requestTimeout: number; http: ServerOptions } {
  return {
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    requestTimeout: t.uploadMs,
    http: { headersTimeout: t.requestMs, requestTimeout: t.uploadMs, connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(t.requestMs / 4))) },
  };
}

const hasBody = (request: FastifyRequest) => request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;

/** Uploads stream for as long as they keep moving (idle timeout, upload cap); they are the only long bodies. */
const isUpload = (request: FastifyRequest) => /^multipart\/form-data\b/i.test(request.headers["content-type"] ?? "");

/**
 * Every body but an upload's must have arrived `ms` after its headers: a
 * body still trickling in then is answered 408 REQUEST_TIMEOUT and the
 * connection closed. The body is passed through a stream this hook can end
 * with that error, which Fastify's body reader turns into the answer.
 */
export function registerBodyDeadline(app: FastifyInstance, ms: number): void {
  const deadlines = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook("preParsing", async (request, reply, payload) => {
    if (!hasBody(request) || isUpload(request)) return payload;
    const guarded = new PassThrough();
    // Whoever reads the body hears of a late one; when nobody does (the answer
    // went out first: 413, 415, ...), it must not become an uncaught error.
    guarded.on("error", () => {});
    const timer = setTimeout(() => {
      if (reply.sent) return;
      payload.unpipe(guarded);
      reply.header("connection", "close");
      guarded.destroy(Object.assign(new Error(REQUEST_TOO_SLOW), { statusCode: 408 }));
    }, ms);
    timer.unref();
    deadlines.set(request, timer);
    const stop = () => clearTimeout(timer);
    payload.once("end", stop);
    payload.once("close", stop);
    payload.once("error", (error) => {
      stop();
      guarded.destroy(error);
    });
    return payload.pipe(guarded);
  });
  // Once answered, the body's deadline no longer matters.
  // Callback-style hooks here and below: they run on every request and need no promise.
  app.addHook("onResponse", (request, _reply, done) => {
    clearTimeout(deadlines.get(request));
    done();
  });
  // An answer sent before an upload's body has arrived (401, 403, a refused
  // field) ends the connection, rather than reading the rest of the body.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (isUpload(request) && !request.raw.complete) reply.header("connection", "close");
    done(null, payload);
  });
}
