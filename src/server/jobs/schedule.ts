import { CronExpressionParser } from "cron-parser";

/**
 * A recurring job's times: a five-field cron expression read in UTC
 * (cron-parser). Every instance computes the same occurrences, so an
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

/** Throws a clear error for an expression cron-parser cannot read (a programming error, found at start). */
export function assertValidCron(expression: string): void {
  CronExpressionParser.parse(expression, { tz: "UTC" });
}

/** The first occurrence strictly after `after`. */
export function nextOccurrence(expression: string, after: Date): Date {
  return CronExpressionParser.parse(expression, { currentDate: after, tz: "UTC" }).next().toDate();
}

/** The last occurrence at or before `at`. */
export function previousOccurrence(expression: string, at: Date): Date {
  // cron-parser's prev() is strictly before its current date: start a millisecond later.
  return CronExpressionParser.parse(expression, { currentDate: new Date(at.getTime() + 1), tz: "UTC" })
    .prev()
    .toDate();
}

/** The key of one occurrence: the same on every instance. */
export const occurrenceKey = (at: Date): string => `every@${at.toISOString()}`;
