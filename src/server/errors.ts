import { ERROR_CODES, type ErrorCode } from "../shared/api-error.js";

/**
 * The one error type of the server. Services throw it; the error handler turns
 * it into `{ error: { code, message } }` with the status that belongs to the code.
 * The message is shown to users, so it must never carry database or stack text.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_CODES[code];
    this.headers = headers;
  }
}

const CODE_FOR_STATUS = new Map<number, ErrorCode>(Object.entries(ERROR_CODES).map(([code, status]) => [status, code as ErrorCode]));

/** The catalogue's code for an HTTP status a library chose (BAD_REQUEST when none fits). */
export const codeForStatus = (status: number): ErrorCode => CODE_FOR_STATUS.get(status) ?? "BAD_REQUEST";

/** Whether an error is the one error type with this code (a refusal a caller may expect, e.g. CONFLICT). */
export const isAppError = (error: unknown, code: ErrorCode): error is AppError => error instanceof AppError && error.code === code;

export const notFound = (what = "Not found.") => new AppError("NOT_FOUND", what);
export const badRequest = (message: string) => new AppError("BAD_REQUEST", message);
