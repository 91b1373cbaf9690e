import { describe, expect, it } from "vitest";

import { DESCRIPTION_LENGTH } from "./constants.js";
import { plainTextExcerpt, shortenAtWord } from "./excerpt.js";

const LONG =
  "Every leader inherits problems they did not create. The ones who earn trust are the ones who name those problems out loud instead of letting them hide problems behind a reorganisation.";

describe("plainTextExcerpt", () => {
  it("keeps a short text whole, without syntax and without an ellipsis", () => {
    expect(plainTextExcerpt("# Rule one\n\nOwn **it**.")).toBe("Rule one Own it.");
  });

  it("ends a long text at a word boundary with an ellipsis, within the description length", () => {
    const excerpt = plainTextExcerpt(LONG);
    expect(excerpt.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(excerpt.endsWith("…")).toBe(true);
    const words = excerpt.slice(0, -1).split(" ");
    // Every word of the excerpt is a whole word of the text.
    for (const word of words) expect(LONG.split(" ")).toContain(word);
    expect(excerpt).toBe(
      "Every leader inherits problems they did not create. The ones who earn trust are the ones who name those problems out loud instead of letting them hide problems…",
    );
  });

  it("separates table cells, list items and blocks with spaces", () => {
    const markdown = "| Col A | Col B |\n|---|---|\n| 1 | 2 |\n\n- one\n- two\n\n> quoted\n\n```\ncode\n```";
    expect(plainTextExcerpt(markdown)).toBe("Col A Col B 1 2 one two quoted code");
  });

  it("turns a hard line break into a space and leaves out images and raw HTML", () => {
    expect(plainTextExcerpt("first  \nsecond ![alt](x.png) <b>bold</b>\n\n<div>\nblock\n</div>")).toBe("first second bold");
  });
});

describe("shortenAtWord", () => {
  it("cuts mid-word only for a word longer than most of the room", () => {
    const url = `https://example.com/${"a".repeat(300)}`;
    const short = shortenAtWord(`See ${url}`, 40);
    expect(short).toHaveLength(40);
    expect(short.endsWith("a…")).toBe(true);
  });

  it("drops punctuation before the ellipsis and never splits an emoji", () => {
    expect(shortenAtWord("Hold the line, every time, no matter what", 16)).toBe("Hold the line…");
    expect(shortenAtWord(`${"x".repeat(8)}🎖️🎖️🎖️`, 10)).not.toMatch(/[\uD800-\uDBFF]…$/);
  });
});
