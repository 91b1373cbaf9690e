/**
 * The routes of the build's files (http/spa.ts, @fastify/static): one route
 * per file outside /assets/, which @fastify/static marks with `config.file`,
 * and one route for the whole of /assets/ (the hashed files: more than two
 * hundred with their compressed copies, whose routes took about 20 ms of a
 * start to register, docs/decisions/124). Access (route-access.ts: public)
 * and the headers (http/security.ts) treat both alike.
 */

/** The one route of the build's hashed files. */
export const ASSETS_ROUTE = "/assets/*";

/** Whether the route at `url` with `config` sends a file of the build. */
export function isBuiltFileRoute(url: string | undefined, config: unknown): boolean {
  return url === ASSETS_ROUTE || typeof (config as { file?: unknown } | undefined)?.file === "string";
}

/** Whether the route sends a file of the build that is not a page (every file under /assets/, and any other but an .html one). */
export function isBuiltAssetRoute(url: string | undefined, config: unknown): boolean {
  if (url === ASSETS_ROUTE) return true;
  const file = (config as { file?: unknown } | undefined)?.file;
  return typeof file === "string" && !file.endsWith(".html");
}
