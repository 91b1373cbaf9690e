import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { CORE, LATIN, REST, toRanges } from "./subset-fonts.mjs";

// The committed core fonts and their @font-face rules are what the script
// makes (docs/decisions/072); the browser tests see the ranges at work
// (e2e/public-pages.spec.ts).

const points = (ranges) => ranges.flatMap(([start, end = start]) => Array.from({ length: end - start + 1 }, (_, i) => start + i));

describe("the web fonts' core files", () => {
  it("are what scripts/subset-fonts.mjs writes from the installed Fontsource files", () => {
    // Throws (exit 1, naming the stale files) when they differ.
    execFileSync(process.execPath, [path.join(import.meta.dirname, "subset-fonts.mjs"), "--check"], { stdio: "pipe" });
  });

  it("split Fontsource's Latin range in two, the core and the rest, with no character in both", () => {
    const core = points(CORE);
    const rest = points(REST);
    expect(core.filter((point) => rest.includes(point))).toEqual([]);
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual(points(LATIN).sort((a, b) => a - b));
    // English text's quotes and dashes are in the core: a post using them does not fetch the whole file.
    for (const char of "’“”—–…©") expect(core, char).toContain(char.codePointAt(0));
  });

  it("writes code points as the shortest unicode-range runs", () => {
    expect(toRanges([0x41, 0x20, 0x21, 0x22, 0x41, 0x7e])).toEqual([
      [0x20, 0x22],
      [0x41, 0x41],
      [0x7e, 0x7e],
    ]);
  });
});
