import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_CODES, type ErrorCode } from "../../shared/api-error.js";
import { AppError } from "../errors.js";

const codeForStatus = new Map<number, ErrorCode>(
  Object.entries(ERROR_CODES).map(([code, status]) => [status, code as ErrorCode]),
);

const PG_UNAVAILABLE = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P02", "57P03", "08000", "08003", "08006"]);

/** True for errors that mean "the database is not reachable right now". */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && PG_UNAVAILABLE.has(code)) return true;
  const message = error instanceof Error ? error.message : "";
  return /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end/i.test(message);
}

/**
 * Every error leaves the server as `{ error: { code, message } }`. Client
 * mistakes keep their message; anything unexpected is logged in full and
 * answered with a generic 500 that carries no database or stack text.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send({ error: { code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? "Invalid request.";
      return reply.code(400).send({ error: { code: "BAD_REQUEST", message } });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return reply.code(status).send({ error: { code: codeForStatus.get(status) ?? "BAD_REQUEST", message: error.message } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send({ error: { code: "UNAVAILABLE", message: "The service is temporarily unavailable. Please try again shortly." } });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ error: { code: "INTERNAL", message: "Something went wrong. Please try again later." } });
  });
}
