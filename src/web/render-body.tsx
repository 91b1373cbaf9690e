import { StaticRouter } from "react-router";

import { paths } from "../shared/paths.js";
import type { BodyMode } from "../shared/rendered-bodies.js";
import { staticHtml } from "./static-html.js";

// A record's body rendered ahead of any request (docs/decisions/123), by the
// server's bodies.render job through the build's prerender.js, which loads
// this module as a chunk of its own: the same markdown renderer as the
// page's own render of the body.

/**
 * Which build of this module made a body: the name of the file the build put
 * it in, whose hash changes with its code and with the files it imports (the
 * markdown renderer among them). A body rendered by another is stale.
 */
export const BODY_RENDERER_VERSION = import.meta.url.slice(import.meta.url.lastIndexOf("/") + 1);

const BODY_OPEN = '<div data-rendered-body="">';

/**
 * A record's body as its page shows it inside the body's element
 * (MarkdownContent), on an address with no preview. Rendered inside an
 * element of its own, whose content alone is kept: React writes the preloads
 * a render asks for (an outside image first in the body) ahead of the
 * markup, where in the page they go ahead of the whole page, not into the body.
 */
export async function renderBody(text: string, mode: BodyMode): Promise<string> {
  const { MarkdownRender } = await import("./components/content/markdown-render.js");
  const html = await staticHtml(
    <StaticRouter location={paths.home}>
      <div data-rendered-body="">
        <MarkdownRender keepLineBreaks={mode === "lines"}>{text}</MarkdownRender>
      </div>
    </StaticRouter>,
  );
  return html.slice(html.indexOf(BODY_OPEN) + BODY_OPEN.length, html.lastIndexOf("</div>"));
}
