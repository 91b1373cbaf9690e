// How the site writes dates and sizes. Members' pages spell the month out;
// the admin lists, where dates sit beside titles and actions, abbreviate it.

const DATE_FORMATS = {
  /** "November 23, 2026": content lists and readers. */
  long: new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }),
  /** "Nov 23, 2026": the admin dashboard's lists. */
  short: new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" }),
  /** "Nov 23, 2026, 6:40 PM": when something happened (a message arrived, an admin acted). */
  dateTime: new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }),
};

export type DateFormat = keyof typeof DATE_FORMATS;

/** An ISO date in one of the site's formats; "" for a date that cannot be read. */
export function formatDate(iso: string, format: DateFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : DATE_FORMATS[format].format(date);
}

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
