import { headWords, printableDoc } from "../training-record/record-pdf.js";
import type { CompletionReport } from "./report.js";

// The completions report as a printable, tagged PDF (decision 097): the
// organisation, the date range, one line per completion (its date, the
// person, the assignment, its hours), the total, the SHA-256 of the
// report's rows, and the training record's head (docs/decisions/105). The
// document is the training records' printout (record-pdf.ts: tagged A4,
// DejaVu Sans so any name prints, black on white). Loaded on use, like the
// certificates' PDF: PDFKit stays off a start.

const SITE_NAME = "Lead or Be Led";
const day = (isoTime: string) => isoTime.slice(0, 10);
const hoursText = (h: number) => `${Number.isInteger(h) ? h : h.toFixed(2).replace(/0$/, "")} h`;

/** `logo`: the organisation's logo (modules/orgs/logo.ts), printed at the top; null: none. */
export function reportPdf(report: CompletionReport, generatedAt: Date, logo: { png: Buffer; alt: string } | null = null): PDFKit.PDFDocument {
  const title = `Training completions: ${report.orgName}, ${report.from} to ${report.to}`;
  const { doc, para, figure, finish } = printableDoc({ title, subject: `SHA-256 of the rows: ${report.sha256}` });
  if (logo) figure(logo.png, logo.alt);
  para("Training completions", "bold", 20, "H1", 0.4);
  para(report.orgName, "bold", 13);
  para(
    `Completed from ${report.from} to ${report.to} (UTC). Generated ${generatedAt.toISOString().slice(0, 16).replace("T", " ")} UTC by ${SITE_NAME}.`,
    "body",
    10,
    "P",
    0.8,
  );
  if (report.rows.length === 0) para("No assignment was completed in this period.", "body", 11);
  for (const r of report.rows) {
    para(`${day(r.completedAt)}  ${r.name || r.email} (${r.email})  ${r.title}${r.hours !== null ? `  ${hoursText(r.hours)}` : ""}`, "body", 9.5, "P", 0.15);
  }
  doc.moveDown(0.8);
  para(
    `${report.rows.length} completions, ${hoursText(report.totalHours)} of credit.${report.truncated ? " The period holds more; choose a shorter one." : ""}`,
    "bold",
    11,
  );
  para(`SHA-256 of the report's rows: ${report.sha256}`, "body", 9, "P", 0.2);
  para("Each row is hashed as one line: the completion time (ISO 8601, UTC), e-mail, name, assignment and hours, separated by tabs.", "body", 8, "P", 0.6);
  const words = headWords(report.head);
  para(words.head, "body", 9, "P", 0.2);
  if (words.check) para(words.check, "body", 8);
  finish();
  return doc;
}
