import type { FastifyInstance } from "fastify";

import { paths, routePatterns } from "../../shared/paths.js";
import { publicPosts } from "../modules/sitemap/service.js";
import { loggableError } from "./db-errors.js";

/** How long a start waits for the warm-up's page, should it ever hang: the server then listens without it. */
const WARM_UP_PAGE_WAIT_MS = 3000;

/**
 * Before the server listens (docs/decisions/118): the newest public post's
 * page asked for as a visitor's browser asks (no session, brotli), through
 * the app's own routing. The renderer's warm-up (http/page-render.ts) ran a
 * made-up post through the renderer only; this runs a real one through
 * everything a page request does (the route, the viewer, the post's and its
 * byline's queries, the series place, the render of a real body, the
 * islands' variant, the page styles, brotli), so that code has run once and
 * the first visitor's page does not pay for its first run. It also keeps
 * that page, the one a restart's first visitor most likely opens (the post
 * just shared). A site without public posts, or a build without the record
 * pages, warms nothing here.
 */
export async function warmUpFirstPage(app: FastifyInstance): Promise<void> {
  if (!app.hasRoute({ method: "GET", url: routePatterns.post })) return;
  const warm = async () => {
    const [newest] = await publicPosts(app.deps.db, 1);
    if (newest) await app.inject({ method: "GET", url: paths.post(newest.id), headers: { "accept-encoding": "br, gzip" } });
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, WARM_UP_PAGE_WAIT_MS).unref()));
  await Promise.race([warm(), timeout])
    .catch((error: unknown) => app.log.warn({ error: loggableError(error) }, "the first page's warm-up failed; the first visitor's page warms it instead"))
    .finally(() => clearTimeout(timer));
}
