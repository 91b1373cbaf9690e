// Transcripts and captions (issue 14, docs/decisions/046): a WebVTT or SRT
// file is read strictly, its cue text cleaned to the markup WebVTT itself
// allows, and stored as WebVTT. The server validates uploads with this
// module; the browser parses the stored WebVTT with the same code for the
// interactive transcript, so the two never disagree about a cue.
//
// Why not a library: media-captions (the best-kept parser we could install)
// drops a cue whose end precedes its start without a word and reads a file
// of prose as "no cues", which is exactly what an upload check must report.

/** Largest transcript accepted: hours of speech fit in a few hundred KB; PostgreSQL's tsvector tops out at 1 MB. */
export const TRANSCRIPT_MAX_BYTES = 1024 * 1024;

export const TRANSCRIPT_CONTENT_TYPE = "text/vtt; charset=utf-8";

/** For file inputs: WebVTT and SubRip, by name and type. */
export const TRANSCRIPT_ACCEPT_ATTRIBUTE = ".vtt,.srt,text/vtt,application/x-subrip";

export interface Cue {
  /** Seconds from the start of the media. */
  start: number;
  end: number;
  /** Cue text in WebVTT markup: only voice, class, language, ruby, i/b/u and timestamp tags survive. */
  text: string;
  id?: string;
  /** WebVTT cue settings that passed the check (align, position, ...). */
  settings?: string;
}

/** A file that is not a transcript we accept; the message is for the admin (a 4xx). */
export class TranscriptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TranscriptError";
  }
}

const fail = (message: string): never => {
  throw new TranscriptError(message);
};

/**
 * The file's bytes as text. Only UTF-8 is accepted (with or without a byte
 * order mark): an SRT saved in a legacy code page (Windows-1252, Latin-1)
 * would otherwise turn every accented letter into garbage in the captions.
 */
export function decodeTranscript(bytes: Uint8Array): string {
  if (bytes.length === 0) fail("The transcript file is empty.");
  if (bytes.length > TRANSCRIPT_MAX_BYTES) fail(`The transcript is larger than the ${TRANSCRIPT_MAX_BYTES / 1024} KB limit.`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return fail("The transcript must be UTF-8 text; this file uses another encoding. Save it as UTF-8 and upload it again.");
  }
  if (text.includes("\u0000")) fail("The transcript must be UTF-8 text; this file contains binary data.");
  return text;
}

// ── Timestamps ──────────────────────────────────────────────────────────────

const VTT_TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const SRT_TIME = /^(\d{1,}):([0-5]\d):([0-5]\d)[,.](\d{3})$/;

function seconds(match: RegExpExecArray): number {
  const [, h, m, s, ms] = match;
  return Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
}

/** 3725.5 → "01:02:05.500" (hours always written, as players expect). */
export function formatVttTime(value: number): string {
  const ms = Math.round(value * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

const SETTING =
  /^(?:vertical:(?:rl|lr)|line:-?\d+(?:\.\d+)?%?(?:,(?:start|center|end))?|position:\d+(?:\.\d+)?%(?:,(?:line-left|center|line-right))?|size:\d+(?:\.\d+)?%|align:(?:start|center|end|left|right)|region:[^\s-][^\s]*)$/;

function parseTiming(line: string, lineNo: number, time: RegExp, format: string): Pick<Cue, "start" | "end" | "settings"> {
  const parts = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+(.*))?$/.exec(line.trim());
  if (!parts) return fail(`Line ${lineNo}: expected a cue timing like ${format}.`);
  const start = time.exec(parts[1]!);
  if (!start) return fail(`Line ${lineNo}: the start time "${parts[1]}" is not a valid timestamp (${format}).`);
  const end = time.exec(parts[2]!);
  if (!end) return fail(`Line ${lineNo}: the end time "${parts[2]}" is not a valid timestamp (${format}).`);
  const cue = { start: seconds(start), end: seconds(end) };
  if (cue.end <= cue.start) fail(`Line ${lineNo}: the cue ends (${parts[2]}) before it starts (${parts[1]}).`);
  // Settings only in WebVTT; SRT's X1:… coordinates are dropped with anything unknown.
  const settings =
    time === VTT_TIME
      ? (parts[3] ?? "")
          .split(/[ \t]+/)
          .filter((s) => SETTING.test(s))
          .join(" ")
      : "";
  return settings ? { ...cue, settings } : cue;
}

// ── Cue text ────────────────────────────────────────────────────────────────

/** The cue tags WebVTT defines; anything else (font, script, a, div...) is removed, its text kept. */
const CUE_TAGS = new Set(["c", "i", "b", "u", "v", "lang", "ruby", "rt"]);
const TIMESTAMP_TAG = /^(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}$/;

const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:amp|lt|gt|lrm|rlm|nbsp|#\d{1,7}|#x[0-9a-f]{1,6});)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

function cleanTag(inner: string): string {
  if (TIMESTAMP_TAG.test(inner)) return `<${inner}>`;
  const tag = /^(\/?)([a-z]+)((?:\.[^\s.]+)*)(?:[ \t]+([^]*))?$/i.exec(inner.trim());
  if (!tag) return "";
  const [, closing, rawName, rawClasses, annotation] = tag;
  const name = rawName!.toLowerCase();
  if (!CUE_TAGS.has(name)) return "";
  if (closing) return `</${name}>`;
  const classes = (rawClasses ?? "")
    .split(".")
    .map((c) => c.replace(/[^\w-]/g, ""))
    .filter(Boolean)
    .map((c) => `.${c}`)
    .join("");
  const note = (name === "v" || name === "lang") && annotation?.trim() ? ` ${escapeText(annotation.trim().replace(/\s+/g, " "))}` : "";
  return `<${name}${classes}${note}>`;
}

/**
 * Cue text reduced to WebVTT's own markup: the voice (`<v Name>`), class,
 * language, ruby, italic/bold/underline and timestamp tags stay, every other
 * tag (HTML's font, script, a...) goes with its attributes while its text
 * stays, SubRip's `{\an8}` overrides go, and stray `&`, `<`, `>` are escaped.
 */
export function cleanCueText(text: string): string {
  const withoutOverrides = text.replace(/\{\\[^}]*\}/g, "");
  let out = "";
  let rest = withoutOverrides;
  while (rest) {
    // A "<" that cannot open a tag ("x < 3") is text.
    const open = rest.search(/<[a-z/\d]/i);
    if (open === -1) {
      out += escapeText(rest);
      break;
    }
    out += escapeText(rest.slice(0, open));
    const close = rest.indexOf(">", open);
    if (close === -1) {
      out += escapeText(rest.slice(open));
      break;
    }
    out += cleanTag(rest.slice(open + 1, close));
    rest = rest.slice(close + 1);
  }
  return out
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .trim();
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", nbsp: " ", lrm: "", rlm: "" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** What a reader sees of a cue: its words, without markup. */
export function cuePlainText(cue: Pick<Cue, "text">): string {
  return decodeEntities(cue.text.replace(/<[^>]*>/g, ""))
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** The speaker a cue names with WebVTT's voice tag (`<v Roger>`), if any. */
export function cueSpeaker(cue: Pick<Cue, "text">): string | null {
  const voice = /<v(?:\.[^\s>]+)*[ \t]+([^>]+)>/.exec(cue.text);
  return voice ? decodeEntities(voice[1]!.trim()) : null;
}

// ── Files ───────────────────────────────────────────────────────────────────

/** Blocks of non-blank lines, each with the number of its first line. */
function blocks(text: string): { lines: string[]; first: number }[] {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const out: { lines: string[]; first: number }[] = [];
  let current: { lines: string[]; first: number } | null = null;
  lines.forEach((line, i) => {
    if (line.trim() === "") {
      current = null;
      return;
    }
    if (!current) {
      current = { lines: [], first: i + 1 };
      out.push(current);
    }
    current.lines.push(line);
  });
  return out;
}

const cleanId = (id: string) => id.trim().replace(/-->/g, "→").slice(0, 200);

function finish(cues: Cue[]): Cue[] {
  if (cues.length === 0) fail("The transcript has no cues.");
  // Players want cues in order of their start; files from editing tools are not always.
  return cues
    .map((cue, i) => ({ cue, i }))
    .sort((a, b) => a.cue.start - b.cue.start || a.i - b.i)
    .map(({ cue }) => cue);
}

/** A WebVTT file: the WEBVTT line, then NOTE, STYLE and REGION blocks (skipped) and cues. */
export function parseVtt(text: string): Cue[] {
  const all = blocks(text);
  const header = all[0];
  if (!header || !/^WEBVTT(?:[ \t].*)?$/.test(header.lines[0]!)) fail("A WebVTT file must start with the line WEBVTT.");
  if (header!.lines.slice(1).some((line) => line.includes("-->")))
    fail(`Line ${header!.first + 1}: leave a blank line between the WEBVTT header and the first cue.`);
  const cues: Cue[] = [];
  for (const { lines, first } of all.slice(1)) {
    if (/^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/.test(lines[0]!) && !lines[0]!.includes("-->")) continue;
    const timingAt = lines[0]!.includes("-->") ? 0 : 1;
    if (timingAt === 1 && !lines[1]?.includes("-->")) fail(`Line ${first}: expected a cue timing like 00:00:01.000 --> 00:00:04.000.`);
    const body = lines.slice(timingAt + 1);
    const arrow = body.findIndex((line) => line.includes("-->"));
    if (arrow !== -1) fail(`Line ${first + timingAt + 1 + arrow}: a cue's text may not contain "-->"; is a blank line missing before it?`);
    const timing = parseTiming(lines[timingAt]!, first + timingAt, VTT_TIME, "00:00:01.000 --> 00:00:04.000");
    const id = timingAt === 1 ? cleanId(lines[0]!) : "";
    cues.push({ ...timing, text: cleanCueText(body.join("\n")), ...(id ? { id } : {}) });
  }
  return finish(cues);
}

/** A SubRip file: numbered cues with comma timestamps (00:00:01,000 --> 00:00:04,000). */
export function parseSrt(text: string): Cue[] {
  const cues: Cue[] = [];
  for (const { lines, first } of blocks(text)) {
    const timingAt = /^\d+$/.test(lines[0]!.trim()) ? 1 : 0;
    const timingLine = lines[timingAt];
    if (!timingLine?.includes("-->")) fail(`Line ${first + timingAt}: expected a cue timing like 00:00:01,000 --> 00:00:04,000.`);
    const timing = parseTiming(timingLine!, first + timingAt, SRT_TIME, "00:00:01,000 --> 00:00:04,000");
    cues.push({ start: timing.start, end: timing.end, text: cleanCueText(lines.slice(timingAt + 1).join("\n")) });
  }
  return finish(cues);
}

/**
 * Any accepted transcript, told apart by its content (never by its name): a
 * file that starts with WEBVTT is WebVTT, anything else must be SubRip.
 */
export function parseTranscript(text: string): { format: "vtt" | "srt"; cues: Cue[] } {
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("WEBVTT")) return { format: "vtt", cues: parseVtt(text) };
  if (!/^(?:\d+\s*\n)?\s*[\d:,.]+[ \t]+-->/.test(start)) fail("The file must be a WebVTT (.vtt) or SubRip (.srt) transcript.");
  return { format: "srt", cues: parseSrt(text) };
}

/** Cues as a WebVTT file (what is stored and served). */
export function toVtt(cues: Cue[]): string {
  const body = cues.map((cue) => {
    const timing = `${formatVttTime(cue.start)} --> ${formatVttTime(cue.end)}${cue.settings ? ` ${cue.settings}` : ""}`;
    return `${cue.id ? `${cue.id}\n` : ""}${timing}\n${cue.text}`.trimEnd();
  });
  return `WEBVTT\n\n${body.join("\n\n")}\n`;
}

/** The words of a transcript, one cue a line: stored for full-text search. */
export function transcriptText(cues: Cue[]): string {
  return cues.map(cuePlainText).filter(Boolean).join("\n");
}

/** The index of the cue being spoken at `time` (the latest one started), or -1. Cues are sorted by start. */
export function activeCueIndex(cues: readonly Cue[], time: number): number {
  let lo = 0;
  let hi = cues.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cues[mid]!.start <= time) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found !== -1 && time < cues[found]!.end ? found : -1;
}
