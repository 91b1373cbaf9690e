/** The UTC calendar day of a moment, as YYYY-MM-DD: the key of every daily counter and file name. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);
