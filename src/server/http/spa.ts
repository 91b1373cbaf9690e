import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isPagePath } from "../../shared/paths.js";
import { redactUrl } from "../logger.js";
import { htmlWithSiteCard } from "./html-meta.js";

const YEAR = "public, max-age=31536000, immutable";

function sendNotFound(reply: FastifyReply, request: FastifyRequest) {
  return reply.code(404).send({ error: { code: "NOT_FOUND", message: `Route ${request.method} ${redactUrl(request.url.split("?")[0] ?? "")} not found.` } });
}

/**
 * Serves the built SPA: hashed files under /assets cached for a year, other
 * public files for an hour, and index.html (never cached) for page routes.
 * Unknown /api routes and missing files are real 404s; an unknown page path
 * gets the SPA with status 404 so it can show its not-found page.
 */
/** Returns whether a build was found (and so `app.indexHtml` exists). */
export async function registerSpa(app: FastifyInstance, webDir: string, publicUrl: string | undefined): Promise<boolean> {
  const indexFile = path.join(webDir, "index.html");
  const hasBuild = fs.existsSync(indexFile);

  if (hasBuild) {
    // Read once at start-up: index.html is small and served on every page load.
    const indexHtml = fs.readFileSync(indexFile, "utf8");
    app.decorate("indexHtml", publicUrl ? htmlWithSiteCard(indexHtml, publicUrl) : indexHtml);
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: "/",
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(webDir, filePath);
        const cache = rel.startsWith("assets" + path.sep) ? YEAR : rel === "index.html" ? "no-cache" : "public, max-age=3600";
        res.setHeader("cache-control", cache);
      },
    });
  } else {
    app.log.warn({ webDir }, "no built web app found; run `npm run build` to serve pages");
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage =
      hasBuild &&
      (request.method === "GET" || request.method === "HEAD") &&
      !pathname.startsWith("/api/") &&
      !pathname.startsWith("/assets/") &&
      path.extname(pathname) === "";
    if (!wantsPage) return sendNotFound(reply, request);
    return reply
      .code(isPagePath(pathname) ? 200 : 404)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(app.indexHtml);
  });
  return hasBuild;
}

declare module "fastify" {
  interface FastifyInstance {
    indexHtml: string;
  }
}
