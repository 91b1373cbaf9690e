import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { toString } from "mdast-util-to-string";
import { gfm } from "micromark-extension-gfm";
import type { Nodes } from "mdast";
import { DESCRIPTION_LENGTH } from "./constants.js";

/**
 * The first `max` characters of the plain text of markdown (no syntax, one
 * space between blocks). Used for the description meta and the dashboard
 * preview, so neither ever shows raw markdown.
 */
export function plainTextExcerpt(markdown: string, max = DESCRIPTION_LENGTH): string {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const blocks = (tree.children as Nodes[]).map((node) => toString(node, { includeImageAlt: false }).trim()).filter(Boolean);
  return blocks.join(" ").replace(/\s+/g, " ").trim().slice(0, max).trimEnd();
}
