import { describe, expect, it } from "vitest";

import { makePdf } from "../test/pdf.js";
import { DOCUMENT_TEXT_MAX_BYTES, extractPdfText, normaliseDocumentText, PDF_TEXT_MAX_FILE_BYTES, PDF_TEXT_MAX_PAGES } from "./pdf-text.js";

describe("PDF text extraction", () => {
  it("reads every page's words, whitespace made single spaces", async () => {
    const result = await extractPdfText(makePdf([["Ground rules:   rank stays at the door."], ["Second page says", "QUARTERMASTERPDF twice."]]));
    expect(result).toEqual({ text: "Ground rules: rank stays at the door. Second page says QUARTERMASTERPDF twice." });
  });

  it("gives a reason, never words or an exception, for a file it cannot read", async () => {
    expect(await extractPdfText(Buffer.from("%PDF-1.4\nnot really a PDF at all"))).toEqual({ failure: "unreadable", error: "InvalidPDFException" });
    expect(await extractPdfText(Buffer.alloc(PDF_TEXT_MAX_FILE_BYTES + 1))).toEqual({ failure: "too-large" });
  });

  it("stops a slow read at the time limit", async () => {
    expect(await extractPdfText(makePdf([["Slow"]]), { timeLimitMs: 1 })).toEqual({ failure: "timeout" });
  });

  it("reads the first pages only", async () => {
    const pages = Array.from({ length: PDF_TEXT_MAX_PAGES + 1 }, (_, i) => [i === PDF_TEXT_MAX_PAGES ? "BEYONDTHECAP" : `Page ${i + 1}`]);
    const result = await extractPdfText(makePdf(pages));
    expect("text" in result && result.text.startsWith("Page 1 Page 2")).toBe(true);
    expect("text" in result && result.text.includes(`Page ${PDF_TEXT_MAX_PAGES}`)).toBe(true);
    expect("text" in result && result.text.includes("BEYONDTHECAP")).toBe(false);
  });

  it("takes out control characters and caps the text on a character boundary", () => {
    expect(normaliseDocumentText("\u0000a\tb\r\n\n c\u0007 ")).toBe("a b c");
    const capped = normaliseDocumentText("é".repeat(DOCUMENT_TEXT_MAX_BYTES));
    expect(Buffer.byteLength(capped, "utf8")).toBe(DOCUMENT_TEXT_MAX_BYTES);
    expect(capped.endsWith("é")).toBe(true);
    const odd = normaliseDocumentText(`x${"é".repeat(DOCUMENT_TEXT_MAX_BYTES)}`);
    expect(Buffer.byteLength(odd, "utf8")).toBe(DOCUMENT_TEXT_MAX_BYTES - 1);
    expect(odd).not.toContain("\uFFFD");
  });
});
