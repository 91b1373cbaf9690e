import type { Nodes } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";

import { DESCRIPTION_LENGTH } from "./constants.js";
import { shortenAtWord } from "./shorten.js";

export { ELLIPSIS, shortenAtWord } from "./shorten.js";

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
