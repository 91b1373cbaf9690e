// How the site writes dates and sizes. Members' pages spell the month out;
// the admin lists, where dates sit beside titles and actions, abbreviate it.

const DATE_OPTIONS = {
  /** "November 23, 2026": content lists and readers. */
  long: { year: "numeric", month: "long", day: "numeric" },
  /** "Nov 23, 2026": the admin lists, and the account page's passkeys. */
  short: { year: "numeric", month: "short", day: "numeric" },
  /** "Nov 23, 2026, 6:40 PM": when something happened (a message arrived, an admin acted). */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormat = keyof typeof DATE_OPTIONS;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a format in the reader's time zone or in UTC, made once. */
function formatter(format: DateFormat, timeZone: "UTC" | undefined): Intl.DateTimeFormat {
  const key = `${format}:${timeZone ?? ""}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", { ...DATE_OPTIONS[format], ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, made);
  }
  return made;
}

/**
 * A date (ISO or Date) in one of the site's formats, in the reader's time
 * zone (or in UTC, which a server render uses: it cannot know the reader's);
 * "" for a date that cannot be read.
 */
export function formatDate(when: string | Date, format: DateFormat, timeZone?: "UTC"): string {
  const date = new Date(when);
  return Number.isNaN(date.getTime()) ? "" : formatter(format, timeZone).format(date);
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
