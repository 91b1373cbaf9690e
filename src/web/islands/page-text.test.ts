import { afterEach, describe, expect, it } from "vitest";

import { writeClientText } from "./page-text.js";

// What a page with the islands writes once it runs (docs/decisions/116): the
// texts the server cannot know, as the app writes them after hydrating.

describe("writeClientText", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("writes dates in the reader's zone in their format, this year, today, and opens full links to this site here", () => {
    const here = `${window.location.origin}/about`;
    document.body.innerHTML = [
      '<time datetime="2026-03-04T12:00:00.000Z" data-format="long">March 4, 2026 (UTC)</time>',
      '<time datetime="2026-03-04T12:00:00.000Z" data-format="short">x</time>',
      '<time datetime="not a date" data-format="long">kept</time>',
      '<time datetime="2026-03-04T12:00:00.000Z" data-format="weekday">kept too</time>',
      '<span data-year=""></span>',
      '<span data-today=""></span>',
      `<a data-content-link="" href="${here}" target="_blank" rel="noopener noreferrer">here</a>`,
      '<a data-content-link="" href="https://example.com/" target="_blank" rel="noopener noreferrer">away</a>',
    ].join("");
    writeClientText();
    const local = new Date("2026-03-04T12:00:00.000Z");
    const times = [...document.querySelectorAll("time")].map((time) => time.textContent);
    expect(times).toEqual([
      `${local.toLocaleDateString("en-US", { month: "long" })} ${local.getDate()}, 2026`,
      `${local.toLocaleDateString("en-US", { month: "short" })} ${local.getDate()}, 2026`,
      "kept",
      "kept too",
    ]);
    expect(document.querySelector("[data-year]")!.textContent).toBe(String(new Date().getFullYear()));
    expect(document.querySelector("[data-today]")!.textContent).toBe(
      new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }),
    );
    const [mine, theirs] = [...document.querySelectorAll("a")];
    expect([mine!.getAttribute("target"), mine!.getAttribute("rel")]).toEqual([null, null]);
    expect([theirs!.getAttribute("target"), theirs!.getAttribute("rel")]).toEqual(["_blank", "noopener noreferrer"]);
  });
});
