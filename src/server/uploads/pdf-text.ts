import { createRequire } from "node:module";
import { Transform, type Readable, type TransformCallback } from "node:stream";
import { Worker } from "node:worker_threads";

import { capSearchText, SEARCH_TEXT_MAX_BYTES } from "./searchable-text.js";

// A PDF's words for full-text search (docs/decisions/053), read with unpdf
// (PDF.js) in a worker thread: a hostile or huge file can neither hold the
// event loop (the worker is stopped after a time limit) nor exhaust the
// server's memory (the worker has its own heap limit). A file that cannot be
// read still uploads; it is only not searchable by its body.

/** Longest PDF read for its text; a larger one is stored unread (its bytes would all be held in memory). */
export const PDF_TEXT_MAX_FILE_BYTES = 32 * 1024 * 1024;
/** Pages read at most: the first ones, where a document says what it is about. */
export const PDF_TEXT_MAX_PAGES = 300;
/** Stored text at most, in UTF-8 bytes: what any field may give to search. */
export const DOCUMENT_TEXT_MAX_BYTES = SEARCH_TEXT_MAX_BYTES;
const TIME_LIMIT_MS = 20_000;
const HEAP_LIMIT_MB = 256;

/** Why a PDF gave no text: no words in a log line, only what went wrong. */
type PdfTextFailure = "too-large" | "timeout" | "unreadable" | "worker-failed";
export type PdfTextResult = { text: string } | { failure: PdfTextFailure; error?: string };

// Plain JavaScript run by the worker (eval: no separate file to build or
// resolve in both the sources and dist/). Text is gathered page by page
// until the page or character cap; only the error's class name is sent back.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
(async () => {
  const { getDocumentProxy } = require(workerData.unpdf);
  const pdf = await getDocumentProxy(workerData.bytes, { isEvalSupported: false, verbosity: 0, disableFontFace: true });
  const pages = Math.min(pdf.numPages, workerData.maxPages);
  let text = "";
  for (let n = 1; n <= pages && text.length < workerData.maxChars; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if (typeof item.str === "string") text += item.str + (item.hasEOL ? "\\n" : " ");
    text += "\\n";
    page.cleanup();
  }
  await pdf.destroy();
  parentPort.postMessage({ text });
})().catch((error) => parentPort.postMessage({ error: String((error && error.name) || "Error") }));
`;

const unpdfPath = () => createRequire(import.meta.url).resolve("unpdf");

/**
 * Control characters (PostgreSQL's text refuses NUL) and whitespace runs made
 * one space, then cut to the cap on a character boundary.
 */
export function normaliseDocumentText(raw: string): string {
  return capSearchText(raw.replace(/[\s\p{Cc}]+/gu, " ").trim());
}

/** The words of a PDF (normalised and capped), or why there are none. Never throws. */
export async function extractPdfText(bytes: Uint8Array, { timeLimitMs = TIME_LIMIT_MS } = {}): Promise<PdfTextResult> {
  if (bytes.length > PDF_TEXT_MAX_FILE_BYTES) return { failure: "too-large" };
  let worker: Worker;
  try {
    // One copy, moved to the worker rather than cloned again on the way: the caller's buffer (which may
    // share Node's pool) stays usable, and a 32 MB PDF is held twice at most, not three times.
    const copy = new Uint8Array(bytes);
    worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { unpdf: unpdfPath(), bytes: copy, maxPages: PDF_TEXT_MAX_PAGES, maxChars: DOCUMENT_TEXT_MAX_BYTES * 2 },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
      stdout: true,
      stderr: true,
    });
  } catch (error) {
    return { failure: "worker-failed", error: error instanceof Error ? error.name : "Error" };
  }
  return new Promise<PdfTextResult>((resolve) => {
    let settled = false;
    const settle = (result: PdfTextResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ failure: "timeout" }), timeLimitMs);
    worker.on("message", (message: { text?: string; error?: string }) =>
      settle(typeof message.text === "string" ? { text: normaliseDocumentText(message.text) } : { failure: "unreadable", error: message.error ?? "Error" }),
    );
    // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any other crash of the worker.
    worker.on("error", (error) => settle({ failure: "worker-failed", error: (error as { code?: string }).code ?? error.name }));
    worker.on("exit", () => settle({ failure: "worker-failed", error: "exit" }));
    // PDF.js may print warnings; they could quote the file, so they are dropped.
    worker.stdout.resume();
    worker.stderr.resume();
  });
}

/**
 * Keeps a copy of a PDF's bytes as they stream to storage (up to
 * PDF_TEXT_MAX_FILE_BYTES; past that it keeps nothing), so its text is read
 * from the upload itself, not fetched back from storage afterwards.
 */
class PdfCollector extends Transform {
  private chunks: Buffer[] = [];
  private size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size <= PDF_TEXT_MAX_FILE_BYTES) this.chunks.push(chunk);
    else this.chunks = [];
    callback(null, chunk);
  }

  /** The text of what passed through, once storage has taken all of it. */
  async text(): Promise<PdfTextResult> {
    if (this.size > PDF_TEXT_MAX_FILE_BYTES) return { failure: "too-large" };
    const bytes = Buffer.concat(this.chunks);
    this.chunks = [];
    return extractPdfText(bytes);
  }
}

/** The stream to store: `source` passed through a collector (errors travel both ways, as with pipe + destroy). */
export function collectPdf(source: Readable): PdfCollector {
  const collector = new PdfCollector();
  source.on("error", (error) => collector.destroy(error));
  collector.on("close", () => {
    if (!source.readableEnded) source.destroy();
  });
  source.pipe(collector);
  return collector;
}

/** What to log when a PDF gave no text: the reason and the error's class name, never its words. */
export const failureLog = (result: PdfTextResult) => ("failure" in result ? { reason: result.failure, error: result.error } : null);

/** The column value: the text, or "" for a PDF that was read (or tried) without words, so it is not tried again. */
export const documentTextOf = (result: PdfTextResult): string => ("text" in result ? result.text : "");
