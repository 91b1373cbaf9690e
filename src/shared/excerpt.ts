import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import type { Nodes } from "mdast";
import { DESCRIPTION_LENGTH } from "./constants.js";

export const ELLIPSIS = "…";

// Blocks whose text is read as one run; everything else is a container whose
// blocks are read one by one (lists, quotes, tables, rows).
const TEXT_BLOCKS = new Set(["paragraph", "heading", "tableCell", "code"]);

/** The text of inline content as the reader sees it: no images, no raw HTML, a line break as a space. */
function inlineText(node: Nodes): string {
  switch (node.type) {
    case "text":
    case "inlineCode":
    case "code":
      return node.value;
    case "break":
      return " ";
    case "image":
    case "imageReference":
    case "html":
    case "footnoteReference":
      return "";
    default:
      return "children" in node ? (node.children as Nodes[]).map(inlineText).join("") : "";
  }
}

/** The text of each block in reading order: paragraphs, headings, code blocks and each table cell on their own. */
function blockTexts(node: Nodes): string[] {
  if (TEXT_BLOCKS.has(node.type)) return [inlineText(node)];
  if (node.type === "html" || node.type === "definition" || node.type === "footnoteDefinition") return [];
  return "children" in node ? (node.children as Nodes[]).flatMap(blockTexts) : [];
}

/**
 * `text` shortened to at most `max` characters: whole when it fits, else cut
 * at the last word boundary that leaves room for "…" (mid-word only when one
 * word alone is longer than most of the room), trailing punctuation dropped.
 */
export function shortenAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - ELLIPSIS.length);
  // Never leave half of a surrogate pair (an emoji) behind.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const boundary = cut.search(/\s\S*$/);
  if (text[cut.length] !== undefined && /\S/.test(text[cut.length]!) && boundary > max * 0.6) cut = cut.slice(0, boundary);
  return cut.replace(/[\s,;:.!?\-–—(]+$/u, "") + ELLIPSIS;
}

/**
 * The plain text of markdown (no syntax, blocks and table cells separated by
 * a space), shortened at a word boundary to at most `max` characters with
 * "…". The server stores it with each post at write time; it is the
 * description meta (at most DESCRIPTION_LENGTH) and the dashboard preview,
 * whose two lines the browser clamps (docs/decisions/002).
 */
export function plainTextExcerpt(markdown: string, max = DESCRIPTION_LENGTH): string {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const text = blockTexts(tree)
    .map((block) => block.trim())
    .filter(Boolean)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return shortenAtWord(text, max);
}
