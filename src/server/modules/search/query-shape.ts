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
}

/** A quoted lexeme in tsquery text: 'word', with '' for a quote inside it. */
const LEXEME = /'((?:[^']|'')*)'/y;

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
      if (!negateNext && negatedGroups.length === 0) words.push(match[1]!.replaceAll("''", "'"));
      negateNext = false;
      i = LEXEME.lastIndex - 1;
    }
  }
  return { words, excludes: query.includes("!"), anyOf: tree.includes("|") };
}

/**
 * Whether a query is likely to match many rows: it looks for one word, or
 * for any of several. A query that needs two words or more together matches
 * far fewer rows, which seldom fill a window of the newest rows
 * (docs/decisions/028, 068).
 */
export const manyMatchesLikely = (shape: QueryShape): boolean => shape.words.length < 2 || shape.anyOf;
