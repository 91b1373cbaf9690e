/**
 * True when the error (or one it wraps: drizzle wraps the driver's) is
 * PostgreSQL's unique violation (23505), as pg and PGlite report it: a row
 * that a unique index refused, which a service answers with its 409.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 6; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
