import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";

import type { PageData } from "../shared/page-data.js";
import { paths } from "../shared/paths.js";
import { AppProviders } from "./app/providers.js";
import { PageDataScope } from "./lib/page-data.js";
import { AppRoutes } from "./router.js";

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

/** The HTML inside #root for a path, once every lazily loaded page part has rendered. */
export async function render(path: string, data: PageData = {}): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <PageDataScope data={data}>
            <AppRoutes />
          </PageDataScope>
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    {
      // Every boundary inline, none moved to the end with a script to swap it
      // in: the page is whole as it arrives, and the site's CSP runs no inline script but its one loader (071).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}
