import { StaticRouter } from "react-router";

import { paths } from "../shared/paths.js";
import type { BodyMode } from "../shared/rendered-bodies.js";
import { staticHtml } from "./static-html.js";

// A record's body rendered ahead of any request (docs/decisions/123), by the
// server's bodies.render job through the build's prerender.js: the same
// markdown renderer as the page's own render of the body.

/** The version of the markdown renderer renderBody uses (its built file's name): a body rendered by another is stale. */
export async function bodyRendererVersion(): Promise<string> {
  return (await import("./components/content/markdown-render.js")).MARKDOWN_RENDERER_VERSION;
}

/**
 * A record's body as its page shows it inside the body's element
 * (MarkdownContent), on an address with no preview.
 */
export async function renderBody(text: string, mode: BodyMode): Promise<string> {
  const { MarkdownRender } = await import("./components/content/markdown-render.js");
  return staticHtml(
    <StaticRouter location={paths.home}>
      <MarkdownRender keepLineBreaks={mode === "lines"}>{text}</MarkdownRender>
    </StaticRouter>,
  );
}
