import type { FastifyServerOptions } from "fastify";

/**
 * Pino options for Fastify. JSON lines in production and when not on a
 * terminal; pretty output for a person at a terminal. Secrets are redacted
 * wherever they could appear.
 */
export function loggerOptions(level: string, pretty: boolean): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.newPassword",
        "*.token",
        "*.secret",
      ],
      censor: "[redacted]",
    },
    ...(pretty
      ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" } } }
      : {}),
  };
}
