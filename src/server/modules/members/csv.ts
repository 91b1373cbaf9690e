import type { MemberSummary } from "../../../shared/members.js";

// Members as CSV (RFC 4180: CRLF line ends, fields with a comma, quote or
// line break quoted, quotes doubled), safe to open in a spreadsheet: a text
// cell that starts with = + - @ (or a tab or carriage return, which some
// spreadsheets skip before reading a formula) gets a leading apostrophe, so
// a member named "=HYPERLINK(...)" stays text (OWASP's CSV injection advice).

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

type CsvValue = string | number | boolean | null;

export function csvCell(value: CsvValue): string {
  if (value === null) return "";
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line of `values`, each cell formula-safe, ended by CRLF. */
export const csvLine = (values: CsvValue[]) => `${values.map(csvCell).join(",")}\r\n`;

export const MEMBER_CSV_HEADER = csvLine(["id", "name", "email", "joined", "last_seen", "email_verified", "two_factor", "admin", "sessions"]);

export const memberCsvLine = (m: MemberSummary) =>
  csvLine([m.id, m.name, m.email, m.createdAt, m.lastSeenAt, m.emailVerified, m.twoFactorEnabled, m.isAdmin, m.sessionCount]);
