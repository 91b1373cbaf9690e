import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";

import { hoursText } from "../../../shared/certificates.js";

// The certificate as a tagged PDF (docs/decisions/095-certificates.md): a
// structure tree (Document > H1, P…, Figure with alternative text for the
// QR code), the document's language and title, a real text layer in the
// standard fonts, and the page's frame marked as an artifact, so a screen
// reader reads the certificate in order and skips the decoration. White
// page, black type: it is made to be printed.

export interface CertificateForPdf {
  number: string;
  name: string;
  course: string;
  hours: number | null;
  issuedAt: Date;
  revoked: boolean;
}

const SITE_NAME = "Lead or Be Led";
const INK = "#111111";
const MUTED = "#4a4a4a";
const RULE = "#8a6d1f";

/** Characters the standard PDF fonts can write (Windows-1252); other text is set in DejaVu, embedded as the subset used. */
const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const fitsStandardFonts = (text: string) =>
  [...text].every((c) => {
    const code = c.codePointAt(0)!;
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(c);
  });
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const certificateDate = (date: Date) => dateFormat.format(date);

/**
 * Writes the certificate and returns the document as a stream (PDFKit
 * produces it as it is written): the caller sends it as the answer.
 */
export function certificatePdf(
  cert: CertificateForPdf,
  verifyUrl: string,
  /** The logo of the organisation whose assignment earned it (a PNG, modules/orgs/logo.ts), top left; null: none. */
  logo: { png: Buffer; alt: string } | null = null,
): PDFKit.PDFDocument {
  const title = `Certificate of Completion: ${cert.course}`;
  const doc = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margin: 54,
    pdfVersion: "1.7",
    tagged: true,
    lang: "en-US",
    displayTitle: true,
    info: { Title: title, Author: SITE_NAME, Subject: `${cert.name}, ${cert.course}, certificate ${cert.number}`, Creator: SITE_NAME },
  });
  const { width, height } = doc.page;
  const left = 90;
  const textWidth = width - 2 * left;
  const root = doc.struct("Document");
  doc.addStructure(root);

  // The frame: decoration, not content.
  doc.markContent("Artifact", { type: "Layout" });
  doc
    .lineWidth(3)
    .strokeColor(INK)
    .rect(28, 28, width - 56, height - 56)
    .stroke();
  doc
    .lineWidth(0.75)
    .strokeColor(RULE)
    .rect(38, 38, width - 76, height - 76)
    .stroke();
  doc.endMarkedContent();

  const para = (
    text: string,
    opts: { font: string; size: number; color?: string; gap?: number; type?: string; x?: number; width?: number; link?: string; lines?: number },
  ) => {
    root.add(
      doc.struct(opts.type ?? "P", {}, () => {
        doc
          .font(opts.font)
          .fontSize(opts.size)
          .fillColor(opts.color ?? INK)
          .text(text, opts.x ?? left, undefined, {
            width: opts.width ?? textWidth,
            align: opts.x === undefined ? "center" : "left",
            link: opts.link,
            // Long names and titles shrink to their lines rather than push the page over.
            ...(opts.lines ? { height: opts.lines * opts.size * 1.25, ellipsis: true } : {}),
          });
      }),
    );
    if (opts.gap) doc.moveDown(opts.gap);
  };

  if (logo) root.add(doc.struct("Figure", { alt: logo.alt }, () => doc.image(logo.png, 54, 50, { fit: [120, 48] })));
  doc.y = 96;
  // Written as it reads: letter-spaced capitals come out of a text layer as single letters.
  para(SITE_NAME, { font: "Helvetica-Bold", size: 15, color: MUTED, gap: 0.6 });
  para("Certificate of Completion", { font: "Times-Bold", size: 36, type: "H1", gap: 0.5 });
  if (cert.revoked) para("REVOKED: this certificate is no longer valid.", { font: "Helvetica-Bold", size: 14, color: "#9b1c1c", gap: 0.4 });
  para("This certifies that", { font: "Times-Italic", size: 16, color: MUTED, gap: 0.3 });
  // A name or a course beyond Western European letters (Łukasz, Ørsted is fine; Đặng, Кузнецов) in DejaVu, which has them.
  const nameFont = fitsStandardFonts(cert.name) ? "Times-Bold" : (doc.registerFont("wide-serif-bold", fontFile("DejaVuSerif-Bold")), "wide-serif-bold");
  const courseFont = fitsStandardFonts(cert.course) ? "Helvetica-Bold" : (doc.registerFont("wide-sans-bold", fontFile("DejaVuSans-Bold")), "wide-sans-bold");
  para(cert.name, { font: nameFont, size: cert.name.length > 40 ? 24 : 34, gap: 0.3, lines: 2 });
  para("has completed", { font: "Times-Italic", size: 16, color: MUTED, gap: 0.4 });
  para(cert.course, { font: courseFont, size: cert.course.length > 60 ? 15 : 20, gap: 0.5, lines: 3 });
  const facts = [cert.hours !== null ? hoursText(cert.hours) : null, `Completed ${certificateDate(cert.issuedAt)}`].filter(Boolean).join("   ·   ");
  para(facts, { font: "Helvetica", size: 13, gap: 0 });

  // The verification block, bottom left; the QR code of the same URL beside it.
  const qrSize = 104;
  const blockTop = height - 78 - qrSize;
  doc.y = blockTop + 16;
  const blockWidth = textWidth - qrSize - 24;
  para(`Certificate number: ${cert.number}`, { font: "Helvetica-Bold", size: 12, x: left, width: blockWidth, gap: 0.3 });
  para("Verify this certificate at:", { font: "Helvetica", size: 11, color: MUTED, x: left, width: blockWidth });
  para(verifyUrl, { font: "Helvetica", size: 11, x: left, width: blockWidth, link: verifyUrl });

  const qr = QRCode.create(verifyUrl, { errorCorrectionLevel: "M" });
  const cells = qr.modules.size;
  const cell = qrSize / cells;
  const qrX = width - left - qrSize;
  root.add(
    doc.struct("Figure", { alt: `QR code linking to ${verifyUrl}` }, () => {
      doc.fillColor("#000000");
      for (let row = 0; row < cells; row++) {
        for (let col = 0; col < cells; col++) {
          if (qr.modules.get(row, col)) doc.rect(qrX + col * cell, blockTop + row * cell, cell + 0.02, cell + 0.02);
        }
      }
      doc.fill();
    }),
  );
  root.end();
  doc.end();
  return doc;
}
