import { Cron } from "croner";

/**
 * A recurring job's times: a five-field cron expression read in UTC
 * (croner). Every instance computes the same occurrences, so an
 * occurrence's key names it alike everywhere and it is queued once.
 */
export interface Recurrence {
  /** e.g. "*\/10 * * * *" (every ten minutes), "15 3 * * *" (03:15 UTC daily). */
  cron: string;
  /**
   * At start, run the latest occurrence if no instance ran it (the site was
   * down then, or this is its first start): at once, or `afterMs` later.
   */
  catchUp?: boolean | { afterMs: number };
}

// A fixed offset of zero reads the expression in UTC with Date's UTC methods alone, where a time zone by name would
// load ICU's zone data at start (decision 125). Five fields, as the crontab has them; a day of the month and a day
// of the week match either, as cron does (croner's default).
const schedule = (expression: string) => new Cron(expression, { mode: "5-part", utcOffset: 0 });

/** Throws a clear error for an expression that is not five valid cron fields (a programming error, found at start). */
export function assertValidCron(expression: string): void {
  schedule(expression);
}

/** The first occurrence strictly after `after`. */
export function nextOccurrence(expression: string, after: Date): Date {
  const next = schedule(expression).nextRun(after);
  if (!next) throw new Error(`The cron expression "${expression}" has no occurrence after ${after.toISOString()}`);
  return next;
}

/** The last occurrence at or before `at`. */
export function previousOccurrence(expression: string, at: Date): Date {
  // croner's previousRuns counts a run earlier in the reference's second: start a millisecond later, so `at` itself counts.
  const [previous] = schedule(expression).previousRuns(1, new Date(at.getTime() + 1));
  if (!previous) throw new Error(`The cron expression "${expression}" has no occurrence before ${at.toISOString()}`);
  return previous;
}

/** The key of one occurrence: the same on every instance. */
export const occurrenceKey = (at: Date): string => `every@${at.toISOString()}`;
