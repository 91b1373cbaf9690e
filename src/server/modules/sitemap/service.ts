import { asc, desc, exists, or, sql } from "drizzle-orm";

import { paths } from "../../../shared/paths.js";
import { readableRows, seenRows } from "../../access/policy.js";
import { seriesSeenRows } from "../../access/series-policy.js";
import { VISITOR } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { authors, contentItems, podcasts, posts, series } from "../../db/schema.js";

/** The site's public pages, as search engines should know them. */
// The library's first pages (issue 32); their older pages are found by following their links.
const PUBLIC_PAGES = [
  paths.home,
  paths.about,
  // The creator's page (docs/decisions/096).
  paths.creator,
  paths.contact,
  paths.privacyTerms,
  paths.login,
  paths.signup,
  paths.fieldManual,
  paths.briefing,
  paths.afterAction,
];
/** One sitemap file holds at most 50,000 URLs (sitemaps.org); keep well below. */
const MAX_RECORDS = 20_000;

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * A guest author's page lists what a visitor may see of their records (docs/decisions/113, 117): it is worth a search
 * engine's visit once a published record names them (a members-only one is listed there by its title).
 */
const authorsWithPages = (db: Db) =>
  db
    .select({ slug: authors.slug, updatedAt: authors.updatedAt })
    .from(authors)
    .where(
      or(
        ...[posts, podcasts, contentItems].map((t) =>
          exists(
            db
              .select({ one: sql`1` })
              .from(t)
              .where(sql`${t.bylineAuthorId} = ${authors.id} and ${seenRows(VISITOR, t.status)}`),
          ),
        ),
      ),
    )
    .orderBy(asc(authors.name), asc(authors.id))
    .limit(MAX_RECORDS);

/** Every page a visitor may read: the public pages, posts, items and episodes that are not members-only, published series and guest authors' pages (the access policy's visitor view). */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [postRows, itemRows, episodeRows, seriesRows, authorRows] = await Promise.all([
    db.select({ id: posts.id, updatedAt: posts.updatedAt }).from(posts).where(readableRows(VISITOR, posts)).orderBy(desc(posts.createdAt)).limit(MAX_RECORDS),
    db
      .select({ id: contentItems.id, updatedAt: contentItems.updatedAt })
      .from(contentItems)
      .where(readableRows(VISITOR, contentItems))
      .orderBy(desc(contentItems.createdAt))
      .limit(MAX_RECORDS),
    db
      .select({ id: podcasts.id, updatedAt: podcasts.updatedAt })
      .from(podcasts)
      .where(readableRows(VISITOR, podcasts))
      .orderBy(desc(podcasts.createdAt))
      .limit(MAX_RECORDS),
    // A series' page is a visitor's once published (docs/decisions/103).
    db.select({ id: series.id, updatedAt: series.updatedAt }).from(series).where(seriesSeenRows(VISITOR)).orderBy(desc(series.createdAt)).limit(MAX_RECORDS),
    authorsWithPages(db),
  ]);
  return [
    ...PUBLIC_PAGES.map((path) => ({ path })),
    ...postRows.map((p) => ({ path: paths.post(p.id), lastModified: p.updatedAt })),
    ...itemRows.map((i) => ({ path: paths.item(i.id), lastModified: i.updatedAt })),
    ...episodeRows.map((e) => ({ path: paths.episode(e.id), lastModified: e.updatedAt })),
    ...seriesRows.map((s) => ({ path: paths.series(s.id), lastModified: s.updatedAt })),
    ...authorRows.map((a) => ({ path: paths.author(a.slug), lastModified: a.updatedAt })),
  ];
}

/** The most recent public posts, for the Field Manual's feed (members-only posts are left out: docs/decisions/018). */
export async function publicPosts(db: Db, limit = 50) {
  return db
    .select({ id: posts.id, title: posts.title, excerpt: posts.excerpt, createdAt: posts.createdAt })
    .from(posts)
    .where(readableRows(VISITOR, posts))
    .orderBy(desc(posts.createdAt))
    .limit(limit);
}
