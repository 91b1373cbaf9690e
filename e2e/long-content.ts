// Content that tries to break the layout at 320 px: long URLs (bare, linked
// and in link text), long words in titles, cells and code, and a wide table.

const longPath = "leadership/after-action/reviews/".repeat(4);
export const LONG_URL = `https://example.com/${longPath}the-debrief-that-changed-how-we-run-critical-incidents?utm_source=newsletter&utm_medium=email&utm_campaign=${"x".repeat(60)}`;
export const LONG_WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(2);

export const LONG_TITLE = `The ${LONG_WORD} problem`;

export const LONG_MARKDOWN = [
  `Read this first: ${LONG_URL} and then this one ${LONG_URL}/again.`,
  `A [link whose text is the address ${LONG_URL}](${LONG_URL}) in a sentence.`,
  `## ${LONG_WORD} heading`,
  `- a list item with ${LONG_URL}`,
  `> a quote with ${LONG_WORD}${LONG_WORD}`,
  `Inline code: \`${"const_value_".repeat(12)}\` and **bold ${LONG_WORD}**.`,
  "```\n" + `curl -H "Authorization: Bearer ${"t".repeat(120)}" ${LONG_URL}` + "\n```",
  "| Question | What you are looking for | Common trap | Link | Notes | Owner |\n|---|---|---|---|---|---|\n" +
    `| ${LONG_WORD} | Clear ownership of the outcome | Blaming the plan | ${LONG_URL} | ${"n".repeat(40)} | Watch commander |`,
  `![${LONG_WORD} image](https://example.com/${"img/".repeat(30)}x.png)`,
].join("\n\n");
