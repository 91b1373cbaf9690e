import { describe, expect, it } from "vitest";

import { block, imageMarkdown, link, prefixLines, wrap, type Edit } from "./markdown-edits.js";

/** The text after an edit, with the selection marked [ and ]. */
function apply(text: string, edit: Edit): string {
  const next = text.slice(0, edit.from) + edit.insert + text.slice(edit.to);
  return `${next.slice(0, edit.select.start)}[${next.slice(edit.select.start, edit.select.end)}]${next.slice(edit.select.end)}`;
}

describe("the markdown toolbar's edits", () => {
  it("wraps the selection, or a selected placeholder", () => {
    expect(apply("hold the line", wrap("hold the line", { start: 5, end: 8 }, "**", "bold text"))).toBe("hold **[the]** line");
    expect(apply("ab", wrap("ab", { start: 1, end: 1 }, "_", "italic text"))).toBe("a_[italic text]_b");
  });

  it("prefixes every selected line, numbering lists, and toggles the prefix off", () => {
    const text = "intro\none\ntwo\nend";
    expect(apply(text, prefixLines(text, { start: 7, end: 11 }, "- "))).toBe("intro\n[- one\n- two]\nend");
    expect(apply(text, prefixLines(text, { start: 7, end: 11 }, "1. "))).toBe("intro\n[1. one\n2. two]\nend");
    expect(apply(text, prefixLines(text, { start: 6, end: 6 }, "## "))).toBe("intro\n[## one]\ntwo\nend");
    const listed = "- one\n- two";
    expect(apply(listed, prefixLines(listed, { start: 0, end: listed.length }, "- "))).toBe("[one\ntwo]");
    expect(apply("a", prefixLines("a", { start: 1, end: 1 }, "- [ ] "))).toBe("[- [ ] a]");
  });

  it("makes a link with its address selected", () => {
    expect(apply("see docs", link("see docs", { start: 4, end: 8 }))).toBe("see [docs]([https://])");
  });

  it("puts a block on lines of its own", () => {
    expect(apply("para", block("para", { start: 4, end: 4 }, "IMG"))).toBe("para\n\nIMG[]");
    expect(apply("a\n\nb", block("a\n\nb", { start: 3, end: 3 }, "IMG"))).toBe("a\n\nIMG[]\n\nb");
    expect(apply("", block("", { start: 0, end: 0 }, "IMG"))).toBe("IMG[]");
  });

  it("escapes an image description's brackets", () => {
    expect(imageMarkdown("Map [north] \\ south", "/i.jpg")).toBe("![Map \\[north\\] \\\\ south](/i.jpg)");
  });
});
