import { StaticRouter } from "react-router";

import type { PageData } from "../shared/page-data.js";
import { paths } from "../shared/paths.js";
import type { BodyMode, RenderedBodies } from "../shared/rendered-bodies.js";
import { AppProviders } from "./app/providers.js";
import { RenderedBodiesContext } from "./components/content/markdown.js";
import { PageDataScope } from "./lib/page-data.js";
import { AppRoutes } from "./router.js";
import { staticHtml } from "./static-html.js";

export { criticalStyles, renderedShell } from "../shared/rendered-shell.js";

// The server render of the public pages, always with no session, so the HTML
// is what any visitor sees before the browser takes over (hydrateRoot in
// main.tsx): run by scripts/prerender.mjs after `vite build` for the pages
// that are the same for everyone (docs/decisions/058), and by the server per
// request for a public post, with the post as its page data (060), and for a
// visitor's library page, with its lists (shared/library.ts). Nothing here
// may read a member's data.

/**
 * The pages built ahead of time: public, the same for every visitor, and
 * reading no server data. Not /contact: its form keeps its fields in React
 * state, so what is typed before the page's code runs would be lost.
 */
export const PRERENDERED_PATHS = [paths.home, paths.about, paths.privacyTerms, paths.login, paths.signup] as const;

/**
 * The HTML inside #root for a path, once every lazily loaded page part has
 * rendered. `bodies`: the HTML of bodies rendered ahead (renderBody), which
 * the page writes as they are instead of parsing their markdown (docs/decisions/123).
 */
export function render(path: string, data: PageData = {}, bodies: RenderedBodies | null = null): Promise<string> {
  return staticHtml(
    <AppProviders>
      <StaticRouter location={path}>
        <RenderedBodiesContext value={bodies}>
          <PageDataScope data={data}>
            <AppRoutes />
          </PageDataScope>
        </RenderedBodiesContext>
      </StaticRouter>
    </AppProviders>,
  );
}

/** The version of the body renderer (docs/decisions/123): render-body.tsx, a chunk of its own, by its built file's name. A body rendered by another is stale. */
export const bodyRendererVersion = async (): Promise<string> => (await import("./render-body.js")).BODY_RENDERER_VERSION;
/** A record's body as its page shows it, rendered ahead of any request. */
export const renderBody = async (text: string, mode: BodyMode): Promise<string> => (await import("./render-body.js")).renderBody(text, mode);
