import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

import { hoursText } from "../../../shared/certificates.js";
import type { RecordEntry } from "./export.js";
import { anchorOf, type ChainHead } from "./service.js";

// A member's own training record as a printable, tagged PDF (issue 33): who
// they are, their organisation, every event about them (completions,
// acknowledgments, knowledge checks, certificates issued and revoked) with
// its date, hours, details, number and hash, and the record's head when it
// was made, so the printout can be checked against the chain later
// (docs/decisions/105). Tagged like the certificates (structure tree,
// language, title, text layer), set in DejaVu Sans so any name prints,
// black on white. Written as the events are read, a page of them at a time.
// Loaded on use: PDFKit stays off a start.

const SITE_NAME = "Lead or Be Led";
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;

export interface RecordHolder {
  name: string;
  email: string;
  /** Their organisation's name now; null: none. */
  orgName: string | null;
}

/** The head as a printout says it, and the command that checks it later (null: an empty record has nothing to check). */
export function headWords(head: ChainHead | null): { head: string; check: string | null } {
  return head
    ? {
        head: `Training record head: event ${head.seq}, hash ${head.hash}`,
        check: `Check that the record still holds it: npm run cli -- record verify ${anchorOf(head)}`,
      }
    : { head: "Training record head: none (the record had no event yet).", check: null };
}

/** A printable record's document: tagged A4 in DejaVu Sans, its structure root, and a tagged paragraph writer. */
export interface PrintableDoc {
  doc: PDFKit.PDFDocument;
  /** Writes one tagged paragraph (P, H1, H2…) and leaves `gap` lines after it. */
  para: (text: string, font: "body" | "bold", size: number, type?: string, gap?: number, color?: string) => void;
  /** Places an image (a PNG or JPEG, e.g. an organisation's logo) within 160 × 64 points, tagged as a Figure with its alternative text. */
  figure: (image: Buffer, alt: string) => void;
  /** Closes the structure tree and the document. */
  finish: () => void;
}

/** The training records' printouts (the member's record, the organisation's completions report) start here. */
export function printableDoc(info: { title: string; subject: string }): PrintableDoc {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    pdfVersion: "1.7",
    tagged: true,
    lang: "en",
    displayTitle: true,
    bufferPages: false,
    info: { Title: info.title, Author: SITE_NAME, Creator: SITE_NAME, Subject: info.subject },
  });
  doc.registerFont("body", fontFile("DejaVuSans"));
  doc.registerFont("bold", fontFile("DejaVuSans-Bold"));
  const root = doc.struct("Document");
  doc.addStructure(root);
  const para: PrintableDoc["para"] = (text, font, size, type = "P", gap = 0.3, color = "#111111") => {
    root.add(
      doc.struct(type, {}, () => {
        doc.font(font).fontSize(size).fillColor(color).text(text);
      }),
    );
    if (gap) doc.moveDown(gap);
  };
  return {
    doc,
    para,
    figure: (image, alt) => {
      const top = doc.y;
      root.add(doc.struct("Figure", { alt }, () => doc.image(image, doc.page.margins.left, top, { fit: [160, 64] })));
      doc.x = doc.page.margins.left;
      doc.y = top + 64 + 12;
    },
    finish: () => {
      root.end();
      doc.end();
    },
  };
}

/** Writes the record as its pages of events arrive and returns the document as a stream; a failed read ends it with the error. */
export function trainingRecordPdf(holder: RecordHolder, head: ChainHead | null, pages: AsyncIterable<RecordEntry[]>, generatedAt: Date): PDFKit.PDFDocument {
  const shownName = holder.name || holder.email;
  const { doc, para, finish } = printableDoc({ title: `Training record: ${shownName}`, subject: `${shownName}'s training record` });
  para("Training record", "bold", 20, "H1", 0.4);
  para(`${shownName} (${holder.email})`, "bold", 13);
  para(holder.orgName ? `Organisation: ${holder.orgName}` : "Organisation: none", "body", 11);
  para(`Every event about this person in the training record of ${SITE_NAME}, oldest first. Made ${utc(generatedAt)}.`, "body", 10, "P", 0.8);
  para("Events", "bold", 14, "H2", 0.4);

  const write = async () => {
    let count = 0;
    for await (const page of pages) {
      for (const e of page) {
        count++;
        const what = [e.title, e.hours !== null ? hoursText(e.hours) : null].filter(Boolean).join(", ");
        para(`${utc(e.at)}  ${e.event}${what ? `: ${what}` : ""}`, "body", 10, "P", 0.05);
        if (e.detail) para(e.detail, "body", 8.5, "P", 0.05, "#333333");
        para(`Event ${e.seq}, hash ${e.hash}`, "body", 7.5, "P", 0.45, "#4a4a4a");
      }
    }
    if (count === 0) para("No event yet: nothing completed, acknowledged or certified.", "body", 11);
    doc.moveDown(0.6);
    para("Checking this record", "bold", 14, "H2", 0.4);
    const words = headWords(head);
    para(words.head, "body", 9, "P", 0.2);
    if (words.check) para(words.check, "body", 8);
    para("Each event's hash covers its number, time, kind, person, organisation, details and the hash of the event before it.", "body", 8);
    finish();
  };
  write().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}
