// What the server knows about database failures: whether one means "the
// database is unreachable" (answer 503), and how to log one without the
// query's parameters, which can hold session tokens, e-mails or messages.

const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03", "08000", "08003", "08006"]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error/i;

function* causes(error: unknown): Generator<unknown> {
  let current = error;
  for (let depth = 0; current && depth < 6; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when the error (or one it wraps) means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (e instanceof Error && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** Drizzle puts "params: …" into its messages; keep the SQL, drop the values. */
export function scrubParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*$/, "\nparams: [redacted]").replace(/params: [^\n]*/g, "params: [redacted]");
}

/** A loggable copy of an error: type, scrubbed message, codes and causes; no query parameters. */
export function loggableError(error: unknown): Record<string, unknown> {
  const chain = [...causes(error)].map((e) =>
    e instanceof Error
      ? { type: e.name, message: scrubParams(e.message), code: (e as { code?: unknown }).code, stack: scrubParams(e.stack ?? "") }
      : { value: String(e) },
  );
  return { ...chain[0], causes: chain.slice(1).map(({ stack: _s, ...rest }) => rest) };
}
