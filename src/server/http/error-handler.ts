import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_CODES, type ErrorCode } from "../../shared/api-error.js";
import { AppError } from "../errors.js";
import { isDatabaseUnavailable, loggableError } from "./db-errors.js";

const codeForStatus = new Map<number, ErrorCode>(
  Object.entries(ERROR_CODES).map(([code, status]) => [status, code as ErrorCode]),
);


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
      request.log.error({ error: loggableError(error) }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send({ error: { code: "UNAVAILABLE", message: "The service is temporarily unavailable. Please try again shortly." } });
    }
    request.log.error({ error: loggableError(error) }, "unhandled error");
    return reply.code(500).send({ error: { code: "INTERNAL", message: "Something went wrong. Please try again later." } });
  });
}
