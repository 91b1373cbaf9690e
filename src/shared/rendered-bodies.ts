// A record's body rendered ahead of time (docs/decisions/123): the server's
// page render is handed the HTML of the bodies it shows, keyed by what each
// body is rendered from, so a body is never rendered from another text.

/** How a body is written: markdown, or plain text whose every line break is kept (text items, docs/decisions/021). */
export type BodyMode = "markdown" | "lines";

export const bodyMode = (keepLineBreaks: boolean): BodyMode => (keepLineBreaks ? "lines" : "markdown");

/** The key of a body's HTML among a page's rendered bodies: its mode and its whole text. */
export const renderedBodyKey = (mode: BodyMode, text: string): string => `${mode}\n${text}`;

/** The bodies a page's server render is handed, by renderedBodyKey. */
export type RenderedBodies = ReadonlyMap<string, string>;

/** The build's render of a record's body alone, ahead of any request (src/web/render-body.tsx), and which renderer that is. */
export interface BodyRenderer {
  version: string;
  render: (text: string, mode: BodyMode) => Promise<string>;
}
