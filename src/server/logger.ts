import type { FastifyRequest, FastifyServerOptions } from "fastify";

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;
/** A private feed's path, however it is spelled: a token segment with something after it. */
const FEED_PATH = /^\/+feeds\/+[^/]+\/+(?=.)/i;

/**
 * A private feed's URL is its credential (docs/decisions/018): never written
 * to a log. The path is read as the router reads it (an absolute-form target
 * reduced to its path, percent-escapes decoded), so `/%66eeds/…` and
 * `GET http://host/feeds/…` are redacted like `/feeds/…`; so are spellings
 * the router would not serve (`/FEEDS/…`, `//feeds/…`), which still carry a
 * token into the log.
 */
export function redactUrl(url: string): string {
  const absolute = ABSOLUTE_FORM.exec(url);
  const target = absolute ? url.slice(absolute[0].length) || "/" : url;
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: read as written.
  }
  const feed = FEED_PATH.exec(decoded);
  if (!feed) return url;
  return `/feeds/[redacted]/${decoded.slice(feed[0].length)}${queryAt === -1 ? "" : target.slice(queryAt)}`;
}

/**
 * Pino options for Fastify. JSON lines in production and when not on a
 * terminal; pretty output for a person at a terminal. Secrets are redacted
 * wherever they could appear.
 */
export function loggerOptions(level: string, pretty: boolean): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "*.password", "*.newPassword", "*.token", "*.secret"],
      censor: "[redacted]",
    },
    serializers: {
      // Fastify's own request fields, with feed tokens taken out of the URL.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } } : {}),
  };
}
