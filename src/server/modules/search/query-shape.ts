import { createHash } from "node:crypto";

/**
 * What a search query asks for, read from PostgreSQL's own parse of it: the
 * text of `websearch_to_tsquery('english', q)` and of its `querytree` (the
 * part an index can look up), read once per search.
 */
export interface QueryShape {
  /** The lexemes (stems) the query looks for, in order, leaving out any under a `!` (`-word`); stop words are not lexemes. */
  words: string[];
  /** Whether the query excludes anything (`-word`): a match then needs the whole text checked. */
  excludes: boolean;
  /** Whether the query takes alternatives (`or`). */
  anyOf: boolean;
  /**
   * Pairs of neighbouring words ("chain command") of the quoted phrases every
   * match holds, which the search_phrase_pairs indexes keep (migration 0021;
   * `pairsQuery` looks them up); empty when the query requires no phrase.
   */
  pairs: string[];
}

/** A quoted lexeme in tsquery text: 'word', with '' for a quote and \\ for a backslash inside it; its inside captured. */
const QUOTED = String.raw`'((?:[^']|'')*)'`;
const LEXEME = new RegExp(QUOTED, "y");
/** The lexeme a quoted one (without its quotes) stands for. */
const unquote = (quoted: string) => quoted.replace(/''|\\(.)/g, (_, escaped: string | undefined) => escaped ?? "'");

/**
 * Reads `tree` (querytree's text, such as `'handoff' & 'shift' & !'night'`)
 * and `query` (the whole tsquery's text: `!'foo'` alone has the tree `T`).
 */
export function queryShape(query: string, tree: string): QueryShape {
  const words: string[] = [];
  // Depths of the groups opened right after a `!`: everything inside is excluded.
  const negatedGroups: number[] = [];
  let depth = 0;
  let negateNext = false;
  for (let i = 0; i < tree.length; i++) {
    const ch = tree[i];
    if (ch === "!") negateNext = true;
    else if (ch === "(") {
      depth++;
      if (negateNext) negatedGroups.push(depth);
      negateNext = false;
    } else if (ch === ")") {
      if (negatedGroups.at(-1) === depth) negatedGroups.pop();
      depth--;
    } else if (ch === "'") {
      LEXEME.lastIndex = i;
      const match = LEXEME.exec(tree);
      if (!match) break;
      if (!negateNext && negatedGroups.length === 0) words.push(unquote(match[1]!));
      negateNext = false;
      i = LEXEME.lastIndex - 1;
    }
  }
  return { words, excludes: query.includes("!"), anyOf: tree.includes("|"), pairs: requiredPairs(tree) };
}

/** A phrase on its own, as tsquery text prints it: 'chain' <2> 'command' (no `<0>`: two words in one place). */
const PHRASE = new RegExp(String.raw`^${QUOTED}(?: <(?:-|[1-9]\d*)> ${QUOTED})+$`);
/** A phrase's words and the distances between them (`<->` is 1). */
const PHRASE_PART = new RegExp(String.raw`${QUOTED}|<(-|\d+)>`, "g");
/** How far apart (places) two words of a row's pairs may be: migration 0021's function. */
const MAX_PAIR_GAP = 3;

/**
 * The word pairs of the phrases the tree requires (those standing alone or
 * joined to the rest by `&`; one under `or` or `!` is not required), for
 * neighbouring words at most MAX_PAIR_GAP places apart: every row matching
 * the phrase within its first 16,382 places holds them.
 */
function requiredPairs(tree: string): string[] {
  const pairs = new Set<string>();
  for (const part of topLevelConjuncts(tree)) {
    if (!PHRASE.test(part)) continue;
    let previous: string | null = null;
    let gap = 0;
    for (const [, quoted, distance] of part.matchAll(PHRASE_PART)) {
      if (distance !== undefined) gap = distance === "-" ? 1 : Number(distance);
      else {
        const lexeme = unquote(quoted!);
        if (previous !== null && gap <= MAX_PAIR_GAP) pairs.add(`${previous} ${lexeme}`);
        previous = lexeme;
      }
    }
  }
  return [...pairs];
}

/**
 * The parts of tsquery text joined by `&` outside any parentheses; none when
 * `or` joins parts there (then no part is required). Quoted lexemes may hold
 * any character.
 */
function topLevelConjuncts(tree: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < tree.length; i++) {
    const ch = tree[i];
    if (ch === "'") {
      LEXEME.lastIndex = i;
      if (!LEXEME.exec(tree)) return [];
      i = LEXEME.lastIndex - 1;
    } else if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "|" && depth === 0) return [];
    else if (ch === "&" && depth === 0) {
      parts.push(tree.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(tree.slice(start).trim());
  return parts;
}

/**
 * A tsquery (text) that holds when a row's pairs hold every one of `pairs`:
 * each pair as the index keeps it, the first 8 hex digits of the MD5 of its
 * UTF-8 text (migration 0021).
 */
export function pairsQuery(pairs: readonly string[]): string {
  return pairs.map((pair) => `'${createHash("md5").update(pair, "utf8").digest("hex").slice(0, 8)}'`).join(" & ");
}

/**
 * Whether a query is likely to match many rows: it looks for one word, or
 * for any of several. A query that needs two words or more together matches
 * far fewer rows, which seldom fill a window of the newest rows
 * (docs/decisions/028, 068).
 */
export const manyMatchesLikely = (shape: QueryShape): boolean => shape.words.length < 2 || shape.anyOf;
