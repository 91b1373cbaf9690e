import { describe, expect, it } from "vitest";

import { manyMatchesLikely, pairsQuery, queryShape } from "./query-shape.js";

// The texts are as PostgreSQL prints a tsquery (websearch_to_tsquery('english', …)::text and its querytree).
describe("queryShape", () => {
  it.each([
    [
      "handoff at shift change",
      "'handoff' & 'shift' & 'chang'",
      "'handoff' & 'shift' & 'chang'",
      { words: ["handoff", "shift", "chang"], excludes: false, anyOf: false },
      false,
    ],
    ["leadership -corporate", "'leadership' & !'corpor'", "'leadership'", { words: ["leadership"], excludes: true, anyOf: false }, true],
    ['"chain of command"', "'chain' <2> 'command'", "'chain' <2> 'command'", { words: ["chain", "command"], excludes: false, anyOf: false }, false],
    ["debrief or handoff", "'debrief' | 'handoff'", "'debrief' | 'handoff'", { words: ["debrief", "handoff"], excludes: false, anyOf: true }, true],
    ["-debrief", "!'debrief'", "T", { words: [], excludes: true, anyOf: false }, true],
    [
      '-"shift change" leaders',
      "!( 'shift' <-> 'chang' ) & 'leader'",
      "!( 'shift' <-> 'chang' ) & 'leader'",
      { words: ["leader"], excludes: true, anyOf: false },
      true,
    ],
    ["o'neil's", "'o''neil'", "'o''neil'", { words: ["o'neil"], excludes: false, anyOf: false }, true],
    ["the", "", "", { words: [], excludes: false, anyOf: false }, true],
  ])("reads %j", (_q, query, tree, shape, many) => {
    expect(queryShape(query, tree)).toMatchObject(shape);
    expect(manyMatchesLikely(queryShape(query, tree))).toBe(many);
  });

  it("reads a quoted or escaped lexeme", () => {
    expect(queryShape("'o''neil' & 'a\\\\b'", "'o''neil' & 'a\\\\b'").words).toEqual(["o'neil", "a\\b"]);
  });

  it.each([
    ["handoff at shift change", "'handoff' & 'shift' & 'chang'", []],
    ['"chain of command"', "'chain' <2> 'command'", ["chain command"]],
    ['"after action review" debrief', "'action' <-> 'review' & 'debrief'", ["action review"]],
    ['"shift-change handoff"', "'shift-chang' <-> 'shift' <-> 'chang' <-> 'handoff'", ["shift-chang shift", "shift chang", "chang handoff"]],
    ['"state of the art"', "'state' <3> 'art'", ["state art"]],
    ['"convoy of all the escorts"', "'convoy' <4> 'escort'", []],
    ["a phrase with a far gap", "'a' <4> 'b' <-> 'c'", ["b c"]],
    ['"chain of command" "span of control"', "'chain' <2> 'command' & 'span' <2> 'control'", ["chain command", "span control"]],
    ['"chain of command" or leader', "'chain' <2> 'command' | 'leader'", []],
    ['"a b" or "c d"', "'a' <-> 'b' | 'c' <-> 'd'", []],
    ['-"chain of command" leader', "!( 'chain' <2> 'command' ) & 'leader'", []],
    ['"x y" (c or d) grouped', "'x' <-> 'y' & ( 'c' | 'd' )", ["x y"]],
    ["a same-place pair", "'a' <0> 'b'", []],
    ["quotes and backslashes", "'o''neil' <-> 'a\\\\b'", ["o'neil a\\b"]],
  ])("requires the word pairs of %j", (_q, tree, pairs) => {
    expect(queryShape(tree, tree).pairs).toEqual(pairs);
  });

  it("writes pairs as a tsquery of their hashes", () => {
    // md5("chain command") = 10f43f7b4923…; search.test.ts checks the hashes against PostgreSQL's own.
    expect(pairsQuery(["chain command"])).toBe("'10f43f7b'");
    expect(pairsQuery(["chain command", "o'neil a\\b"])).toMatch(/^'10f43f7b' & '[0-9a-f]{8}'$/);
  });
});
