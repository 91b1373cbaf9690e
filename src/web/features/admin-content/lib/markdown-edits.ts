// What the markdown editor's toolbar does to the text (issue 30), as pure
// functions of the text and its selection, so each is tested without a
// browser. Each answers the replaced range and what goes there (the editor
// inserts it as typing would, so the browser's undo takes it back) and the
// selection to show after it.

export interface Selection {
  start: number;
  end: number;
}

export interface Edit {
  /** The range of the text to replace. */
  from: number;
  to: number;
  insert: string;
  /** The selection afterwards, in the new text. */
  select: Selection;
}

/** Wraps the selection in `mark` (bold, italic); with nothing selected, a placeholder word is inserted and selected. */
export function wrap(text: string, { start, end }: Selection, mark: string, placeholder: string): Edit {
  const chosen = text.slice(start, end) || placeholder;
  return { from: start, to: end, insert: `${mark}${chosen}${mark}`, select: { start: start + mark.length, end: start + mark.length + chosen.length } };
}

/** The start of the line `at` is on. */
const lineStart = (text: string, at: number) => text.lastIndexOf("\n", at - 1) + 1;

/**
 * Puts `prefix` before every line the selection touches ("## ", "- ",
 * "1. ", "- [ ] "); numbered lists count up. Lines that already start with
 * the prefix lose it instead (the button toggles).
 */
export function prefixLines(text: string, { start, end }: Selection, prefix: string): Edit {
  const from = lineStart(text, start);
  const lineEnd = text.indexOf("\n", end);
  const to = lineEnd === -1 ? text.length : lineEnd;
  const lines = text.slice(from, to).split("\n");
  const numbered = prefix === "1. ";
  const pattern = numbered ? /^\d+\. / : new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
  const toggleOff = lines.every((line) => pattern.test(line));
  const insert = lines.map((line, i) => (toggleOff ? line.replace(pattern, "") : `${numbered ? `${i + 1}. ` : prefix}${line}`)).join("\n");
  return { from, to, insert, select: { start: from, end: from + insert.length } };
}

/** A link around the selection; the address placeholder is selected, ready to be typed over. */
export function link(text: string, { start, end }: Selection): Edit {
  const label = text.slice(start, end) || "link text";
  const insert = `[${label}](https://)`;
  const urlStart = start + label.length + 3;
  return { from: start, to: end, insert, select: { start: urlStart, end: urlStart + "https://".length } };
}

/** A block (an image, a table) on lines of its own at the selection: blank lines around it as markdown needs. */
export function block(text: string, { start, end }: Selection, content: string): Edit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  const insert = `${lead}${content}${trail}`;
  const at = start + lead.length;
  return { from: start, to: end, insert, select: { start: at + content.length, end: at + content.length } };
}

export const TABLE_TEMPLATE = "| Column | Column |\n| --- | --- |\n| Cell | Cell |";

/** An image as markdown: `![alt](url)`, the alt's brackets and backslashes escaped so they cannot end it early. */
export const imageMarkdown = (alt: string, url: string) => `![${alt.replace(/[\\[\]]/g, "\\$&")}](${url})`;
