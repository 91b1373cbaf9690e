import type { FastifyRequest, FastifyServerOptions } from "fastify";

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;
/** A private feed's path, however it is spelled: a token segment with something after it. */
const FEED_PATH = /^\/+feeds\/+[^/]+\/+(?=.)/i;
/** An organisation's invitation or invitation link (the page and its API): the token segment is the credential (issue 33). */
const JOIN_PATH = /^(\/+(?:api\/+)?join\/+)[^/]+/i;
/** A password-reset link (Better Auth's): the token segment is the credential for an hour. */
const RESET_PATH = /^\/+api\/+auth\/+reset-password\/+[^/]+/i;

/**
 * A private feed's URL is its credential (docs/decisions/018): never written
 * to a log. The path is read as the router reads it (an absolute-form target
 * reduced to its path, percent-escapes decoded), so `/%66eeds/…` and
 * `GET http://host/feeds/…` are redacted like `/feeds/…`; so are spellings
 * the router would not serve (`/FEEDS/…`, `//feeds/…`), which still carry a
 * token into the log. A password-reset link's path (`/api/auth/reset-password/…`)
 * and an invitation's join path (`/join/…`, `/api/join/…`)
 * loses its token the same way, and query parameters that carry a token (an
 * e-mail link's, a preview link's) are redacted too.
 */
export function redactUrl(url: string): string {
  const absolute = ABSOLUTE_FORM.exec(url);
  const target = absolute ? url.slice(absolute[0].length) || "/" : url;
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : redactQuery(target.slice(queryAt));
  const decoded = decodeOrAsIs(path);
  const join = JOIN_PATH.exec(decoded);
  if (join) return `${/api/i.test(join[1]!) ? "/api/join" : "/join"}/[redacted]${decoded.slice(join[0].length)}${query}`;
  const reset = RESET_PATH.exec(decoded);
  if (reset) return `/api/auth/reset-password/[redacted]${decoded.slice(reset[0].length)}${query}`;
  const feed = FEED_PATH.exec(decoded);
  if (!feed) return query === target.slice(path.length) ? url : `${path}${query}`;
  return `/feeds/[redacted]/${decoded.slice(feed[0].length)}${query}`;
}

/**
 * Query values that are credentials, or may hold one: an account link's
 * token, a private preview link's token (issue 30), a newsletter link's
 * signature (`t`, issue 31), the page to go back to after signing in
 * (`next`, which may be an invitation link's page), and an identity
 * provider's answer on the way back (`code`, `state`, issue 34).
 */
const SECRET_PARAMS = new Set(["token", "preview", "t", "next", "code", "state", "handoff"]);

/** `?a=1&token=…` with each secret parameter's value redacted, its name read as the query parser reads it (escapes decoded). */
function redactQuery(query: string): string {
  return query.replace(/([?&])([^=&#]*)=([^&#]*)/g, (part, lead: string, name: string) =>
    SECRET_PARAMS.has(decodeOrAsIs(name.replace(/\+/g, " "))) ? `${lead}${name}=[redacted]` : part,
  );
}

function decodeOrAsIs(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape: read as written.
    return text;
  }
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
