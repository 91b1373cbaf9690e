// How the site writes dates and sizes. Members' pages spell the month out;
// the admin lists, where dates sit beside titles and actions, abbreviate it.

/**
 * The site's date formats: "long", "November 23, 2026" (content lists and
 * readers); "short", "Nov 23, 2026" (the admin lists, the account page's
 * passkeys); "dateTime", "Nov 23, 2026, 6:40 PM" (when something happened: a
 * message arrived, an admin acted).
 */
export type DateFormat = "long" | "short" | "dateTime";

/** The "dateTime" formatter in the reader's time zone or in UTC, made once each. */
const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormatter(timeZone: "UTC" | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? "";
  let made = dateTimeFormatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", ...(timeZone ? { timeZone } : {}) });
    dateTimeFormatters.set(key, made);
  }
  return made;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/**
 * "November 23, 2026" or "Nov 23, 2026", written out here: the text
 * Intl.DateTimeFormat gives for en-US (format.test.ts compares the two),
 * without building one. The first one a page builds loads the locale's data,
 * about 20 ms of a phone's main thread (a CPU profile of a public post's
 * hydration at 4× slowdown: 83 ms), inside the task that takes the page
 * over; a post page writes its date twice, in UTC while hydrating and then
 * in the reader's zone.
 */
function dayOf(date: Date, format: "long" | "short", timeZone: "UTC" | undefined): string {
  const utc = timeZone === "UTC";
  // getMonth() is 0 to 11 for every valid date.
  const month = MONTHS[utc ? date.getUTCMonth() : date.getMonth()]!;
  const day = utc ? date.getUTCDate() : date.getDate();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  return `${format === "long" ? month : month.slice(0, 3)} ${day}, ${year}`;
}

/**
 * A date (ISO or Date) in one of the site's formats, in the reader's time
 * zone (or in UTC, which a server render uses: it cannot know the reader's);
 * "" for a date that cannot be read.
 */
export function formatDate(when: string | Date, format: DateFormat, timeZone?: "UTC"): string {
  const date = new Date(when);
  if (Number.isNaN(date.getTime())) return "";
  return format === "dateTime" ? dateTimeFormatter(timeZone).format(date) : dayOf(date, format, timeZone);
}

/** A date in the admin's short form, or "Never" when there is none (a member never seen, a feed never fetched). */
export const dateOrNever = (iso: string | null) => (iso ? formatDate(iso, "short") : "Never");

const UNITS = ["B", "KB", "MB", "GB"] as const;

/** "1.4 MB" */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}
