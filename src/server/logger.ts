import type { FastifyRequest, FastifyServerOptions } from "fastify";

/** A private feed's URL is its credential (docs/decisions/018): never written to a log. */
export function redactUrl(url: string): string {
  return url.replace(/^\/feeds\/[^/?#]+\/(?=.)/, "/feeds/[redacted]/");
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
