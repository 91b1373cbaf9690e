import { describe, expect, it } from "vitest";
import { manyMatchesLikely, queryShape } from "./query-shape.js";

// The texts are PostgreSQL's own: websearch_to_tsquery('english', …)::text and its querytree.
describe("queryShape", () => {
  it.each([
    ["handoff at shift change", "'handoff' & 'shift' & 'chang'", "'handoff' & 'shift' & 'chang'", { words: ["handoff", "shift", "chang"], excludes: false, anyOf: false }, false],
    ["leadership -corporate", "'leadership' & !'corpor'", "'leadership'", { words: ["leadership"], excludes: true, anyOf: false }, true],
    ['"chain of command"', "'chain' <2> 'command'", "'chain' <2> 'command'", { words: ["chain", "command"], excludes: false, anyOf: false }, false],
    ["debrief or handoff", "'debrief' | 'handoff'", "'debrief' | 'handoff'", { words: ["debrief", "handoff"], excludes: false, anyOf: true }, true],
    ["-debrief", "!'debrief'", "T", { words: [], excludes: true, anyOf: false }, true],
    ['-"shift change" leaders', "!( 'shift' <-> 'chang' ) & 'leader'", "!( 'shift' <-> 'chang' ) & 'leader'", { words: ["leader"], excludes: true, anyOf: false }, true],
    ["o'neil's", "'o''neil'", "'o''neil'", { words: ["o'neil"], excludes: false, anyOf: false }, true],
    ["the", "", "", { words: [], excludes: false, anyOf: false }, true],
  ])("reads %j", (_q, query, tree, shape, many) => {
    expect(queryShape(query, tree)).toEqual(shape);
    expect(manyMatchesLikely(queryShape(query, tree))).toBe(many);
  });
});
