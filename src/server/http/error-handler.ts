import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

import { AppError, codeForStatus } from "../errors.js";
import { isDatabaseUnavailable, loggableError } from "./db-errors.js";

/**
 * Every error leaves the server as `{ error: { code, message } }`. Client
 * mistakes keep their message; anything unexpected is logged in full and
 * answered with a generic 500 that carries no database or stack text.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ error: { code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? "Invalid request.";
      // Route params name a record (shared/content.ts idParams): a malformed id
      // is a record that does not exist, with the same 404 and message.
      if (error.validationContext === "params") return reply.code(404).send({ error: { code: "NOT_FOUND", message } });
      return reply.code(400).send({ error: { code: "BAD_REQUEST", message } });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return reply.code(status).send({ error: { code: codeForStatus(status), message: error.message } });
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
