import type { FastifyPluginAsync } from "fastify";

import { BRAND } from "../../../shared/constants.js";
import { paths } from "../../../shared/paths.js";
import { trustedOrigins } from "../../auth/origins.js";
import { attrs, element } from "../feeds/xml.js";
import { publicPosts, sitemapEntries } from "./service.js";

/** /sitemap.xml and the Field Manual's public feed: only what a visitor may read. */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const origin = trustedOrigins(config)[0]!;
  const absolute = (p: string) => new URL(p, origin).toString();

  app.get("/sitemap.xml", { config: { access: "visitor" } }, async (_request, reply) => {
    const urls = (await sitemapEntries(db)).map(
      (e) => `<url>${element("loc", absolute(e.path))}${e.lastModified ? element("lastmod", e.lastModified.toISOString()) : ""}</url>`,
    );
    return reply
      .header("cache-control", "public, max-age=3600")
      .type("application/xml; charset=utf-8")
      .send(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>\n`);
  });

  app.get("/feeds/field-manual.xml", { config: { access: "visitor" } }, async (_request, reply) => {
    const items = (await publicPosts(db)).map((p) =>
      [
        "<item>",
        element("title", p.title),
        element("link", absolute(paths.post(p.id))),
        element("guid", absolute(paths.post(p.id)), { isPermaLink: "true" }),
        element("pubDate", p.createdAt.toUTCString()),
        element("description", p.excerpt),
        "</item>",
      ].join(""),
    );
    const self = absolute("/feeds/field-manual.xml");
    return reply
      .header("cache-control", "public, max-age=300")
      .type("application/rss+xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
          `${element("title", `Field Manual | ${BRAND}`)}${element("link", absolute(paths.home))}` +
          `<atom:link${attrs({ href: self, rel: "self", type: "application/rss+xml" })}/>` +
          `${element("description", "Articles on leadership from Lead or Be Led.")}${element("language", "en-us")}${items.join("")}</channel></rss>\n`,
      );
  });
};
