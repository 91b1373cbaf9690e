import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { SearchPage } from "../../../shared/search.js";
import { createTestApp, type TestApp } from "../../test/app.js";
import { insertItem, insertPost } from "../../test/content-fixtures.js";
import { databaseKinds } from "../../test/database.js";
import { snippetParts } from "./service.js";

// Issue 32: a search result's snippet starts and ends at word boundaries and
// shows text, not markdown syntax, whatever the body holds.

const MARKDOWN = [
  "# Heading about QUOKKAMARK drills",
  "",
  "Some **bold QUOKKAMARK** and _emphasis_ and ~~struck~~ words, a [link to the manual](https://example.com/manual?a=1) and ![a chart of rosters](/img/chart.png).",
  "",
  "| Column | Other |",
  "|--------|:-----:|",
  "| cell QUOKKAMARK | cell two |",
  "",
  "Setext heading",
  "==============",
  "",
  "`inline code` and a fence:",
  "```js",
  "const x = 1;",
  "```",
  "> quoted QUOKKAMARK line",
  "- a bullet",
  "* another QUOKKAMARK bullet",
  "<https://example.com/auto> and <em>QUOKKAMARK html</em>, a [reference][ref].",
  "",
  "---",
  "",
  "[ref]: https://example.com/ref",
].join("\n");

/** The body's words, to tell a whole word from a piece cut off one. */
const words = (text: string) => text.split(/\s+/).filter(Boolean);

// Words of 30 and more letters, each different, so a cut one is never also whole elsewhere.
const LONG = Array.from({ length: 60 }, (_, i) => `Counterintelligence${String.fromCharCode(97 + (i % 26))}${i}administrations`);
const LONG_BODY = `${LONG.slice(0, 30).join(" ")} TAPIRWORD ${LONG.slice(30).join(" ")}`;
const SHORT_BODY = `${"Alpha bravo charlie delta echo foxtrot golf hotel. ".repeat(12)}ZEBRAWORD ${"India juliet kilo lima mike november oscar papa. ".repeat(30)}`;

describe.each(databaseKinds)("search snippets (%s)", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    await insertPost(db, { title: "Markdown post", content: MARKDOWN });
    await insertItem(db, t.storage, { title: "Markdown item", category: "after-action", contentText: MARKDOWN.replace(/QUOKKAMARK/g, "WOMBATMARK") });
    await insertPost(db, { title: "Long words", content: LONG_BODY });
    await insertPost(db, { title: "Short words", content: SHORT_BODY });
  });
  afterAll(async () => {
    await t.close();
  });

  const snippetOf = async (q: string) => {
    const res = await t.app.inject({ url: `/api/search?${new URLSearchParams({ q })}` });
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as SearchPage).items;
    expect(items).toHaveLength(1);
    return (items[0]!.snippet ?? []).map((p) => p.text).join("");
  };

  it.each([
    ["a post", "quokkamark"],
    ["a text item", "wombatmark"],
  ])("shows %s's markdown as text: links and images by their words, no marks, no addresses", async (_, q) => {
    const text = await snippetOf(q);
    expect(text).toMatch(new RegExp(q, "i"));
    expect(text).toContain("link to the manual");
    expect(text).not.toMatch(/[#*_`|[\]()<>~!]|https?:|example\.com|chart\.png|={3,}|-{3,}/);
  });

  it("starts and ends at whole words around a match deep in a body of long words", async () => {
    const text = await snippetOf("tapirword");
    const body = new Set(words(LONG_BODY));
    const shown = words(text.replace(/…/g, " "));
    expect(shown).toContain("TAPIRWORD");
    expect(shown.filter((w) => !body.has(w))).toEqual([]);
  });

  it("starts and ends at whole words in a body of short words", async () => {
    const text = await snippetOf("zebraword");
    const body = new Set(words(SHORT_BODY));
    const shown = words(text.replace(/…/g, " "));
    expect(shown).toContain("ZEBRAWORD");
    expect(shown.filter((w) => !body.has(w))).toEqual([]);
  });
});

describe("snippetParts", () => {
  it("reads spaces and line breaks as one space, with none before the first word or after the last", () => {
    expect(snippetParts("\n  Some \n \u0001word\u0002 \n")).toEqual([
      { text: "Some ", match: false },
      { text: "word", match: true },
    ]);
  });
});
