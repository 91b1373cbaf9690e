/** The UTC calendar day of a moment, as YYYY-MM-DD: the key of every daily counter and file name. */
/** A day in milliseconds (expiries, due dates, windows counted in days). */
export const DAY_MS = 24 * 60 * 60 * 1000;

export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);
