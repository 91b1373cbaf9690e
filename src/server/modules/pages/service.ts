import { eq } from "drizzle-orm";

import { authorDescription, type Author } from "../../../shared/authors.js";
import { BRAND, DESCRIPTION_LENGTH } from "../../../shared/constants.js";
import { LIBRARY_TITLES, type LibraryArea } from "../../../shared/library.js";
import type { PageData } from "../../../shared/page-data.js";
import { shortenAtWord } from "../../../shared/shorten.js";
import type { Creator } from "../../../shared/site.js";
import { canSeeRecord, episodePreview, itemPreview, itemView, postPreview, postView, type PreviewMeta } from "../../access/policy.js";
import { seriesPreview } from "../../access/series-policy.js";
import { VISITOR } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { isUuid } from "../../db/pagination.js";
import { contentItems, images, podcasts, posts, series } from "../../db/schema.js";
import { recordByline, withByline } from "../authors/service.js";
import { coverCrop, cropOfImage, type CoverCropRef } from "../images/cover.js";
import type { ShareCard } from "./share-cards.js";

// Page URLs are not API routes: an id that cannot exist gets the plain SPA
// (which shows its own not-found text), so it is checked here, not at the edge.
// A shared link is previewed by other sites' crawlers, which have no session:
// the preview is always what a visitor may see (docs/decisions/002).

/**
 * A record's share preview: its title and description as the policy lets a
 * visitor have them, the share card of its area (public/og/<card>.png), and
 * its cover's share crop when it has one, which the preview shows instead
 * (docs/decisions/100).
 */
export type SharePreview = Omit<PreviewMeta, "coverImageId" | "titleOnly"> & { card: ShareCard; cover: CoverCropRef | null };

/** The policy's preview of a record, with its cover's share crop looked up. */
async function sharePreview(db: Db, preview: PreviewMeta, card: ShareCard): Promise<SharePreview> {
  return previewWith(preview, card, await coverCrop(db, preview.coverImageId, "share"));
}

/** The preview with its cover's crop (or none). */
function previewWith({ coverImageId: _cover, titleOnly, ...preview }: PreviewMeta, card: ShareCard, cover: CoverCropRef | null): SharePreview {
  // The image's own description is the admin's words about a record the visitor may not read: its title stands in.
  return { ...preview, card, cover: cover && titleOnly ? { ...cover, alt: preview.title } : cover };
}

/** A record's page as any visitor gets it: its preview, and the data to render it with when a visitor may read it. */
export interface RecordPageContent {
  preview: SharePreview;
  data: PageData | null;
}

/**
 * A post's page as any visitor gets it: its preview, and the post itself when
 * the access policy lets a visitor read it (the page is then rendered on the
 * server, docs/decisions/060); null for an unknown id.
 */
export async function postPageContent(db: Db, { id }: { id: string }): Promise<RecordPageContent | null> {
  if (!isUuid(id)) return null;
  const row = await db.query.posts.findFirst({ where: eq(posts.id, id) });
  // A draft's page is an unknown id's page: the admin's browser then reads the draft through the API.
  if (!row || !canSeeRecord(VISITOR, row)) return null;
  const post = postView(VISITOR, row);
  const preview = await sharePreview(db, postPreview(VISITOR, row), "field-manual");
  // The byline's author (docs/decisions/113) in the page: one lookup, kept with the page (emptied by an author's write).
  return { preview, data: post.locked ? null : { post: withByline(post, await recordByline(db, row.bylineAuthorId)) } };
}

/**
 * An item's page as any visitor gets it: its preview, and the item itself
 * when the access policy lets a visitor see it (rendered on the server,
 * docs/decisions/060); null for an unknown id.
 */
export async function itemPageContent(db: Db, { id }: { id: string }): Promise<RecordPageContent | null> {
  if (!isUuid(id)) return null;
  // The transcript's and the PDF's words (hundreds of KB) are for search, not for the page.
  const row = await db.query.contentItems.findFirst({ where: eq(contentItems.id, id), columns: { transcriptText: false, documentText: false } });
  if (!row || !canSeeRecord(VISITOR, row)) return null;
  const item = itemView(VISITOR, row);
  // Text items only: a PDF frame or a player in the server's HTML starts loading before the
  // page's code runs, and the load events its "Loading…" state waits for would be missed.
  const rendered = !item.locked && item.mediaType === "text";
  const preview = await sharePreview(db, itemPreview(VISITOR, row), row.category === "briefing" ? "the-briefing" : "after-action");
  return { preview, data: rendered ? { item: withByline(item, await recordByline(db, row.bylineAuthorId)) } : null };
}

/**
 * Preview data for a shared episode link; null for an unknown id. Episode
 * pages are not kept (their player is the browser's), so this runs for each
 * request: one query, the cover's image joined.
 */
export async function episodePageMeta(db: Db, { id }: { id: string }): Promise<SharePreview | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      title: podcasts.title,
      description: podcasts.description,
      isMembersOnly: podcasts.isMembersOnly,
      status: podcasts.status,
      coverImageId: podcasts.coverImageId,
      image: COVER_IMAGE,
    })
    .from(podcasts)
    .leftJoin(images, eq(images.id, podcasts.coverImageId))
    .where(eq(podcasts.id, id));
  if (!row || !canSeeRecord(VISITOR, row)) return null;
  return previewWithImage(episodePreview(VISITOR, row), row.image, "the-briefing");
}

/** The cover's image, left-joined to a record's row for its share crop. */
const COVER_IMAGE = { hash: images.hash, alt: images.alt, keys: images.keys };

/** The preview with the share crop of its cover's image (joined with the record, or null: none). */
const previewWithImage = (preview: PreviewMeta, image: { hash: string; alt: string; keys: string[] } | null, card: ShareCard) =>
  previewWith(preview, card, preview.coverImageId && image ? cropOfImage(preview.coverImageId, image, "share") : null);

/**
 * Preview data for a shared series link (docs/decisions/103): its title,
 * description and cover's share crop, once published; null for a draft or an
 * unknown id. Not kept: one query, the cover's image joined.
 */
export async function seriesPageMeta(db: Db, { id }: { id: string }): Promise<SharePreview | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      title: series.title,
      description: series.description,
      status: series.status,
      coverImageId: series.coverImageId,
      image: COVER_IMAGE,
    })
    .from(series)
    .leftJoin(images, eq(images.id, series.coverImageId))
    .where(eq(series.id, id));
  const preview = row ? seriesPreview(VISITOR, row) : null;
  return row && preview ? previewWithImage(preview, row.image, "site") : null;
}

/** Each library area's share card. */
const LIBRARY_CARDS: Record<LibraryArea, ShareCard> = { "field-manual": "field-manual", briefing: "the-briefing", "after-action": "after-action" };

/** A library page's head: the area's name and words (shared/library.ts), and its share card. */
export function libraryPageMeta(area: LibraryArea): { title: string; description: string; type: "website"; card: ShareCard } {
  const { title, description } = LIBRARY_TITLES[area];
  return { title, description, type: "website", card: LIBRARY_CARDS[area] };
}

/** The head of a library address that names no page: no canonical address, nothing to preview. */
export function libraryMissingMeta(area: LibraryArea): { title: string; description: string } {
  return { title: "Page not found", description: `This page of ${LIBRARY_TITLES[area].named} does not exist.` };
}

/** The creator's page's head (docs/decisions/096): their name and title, the start of the biography; the site's card. */
export function creatorPageMeta(creator: Creator): { title: string; description: string; card: ShareCard } {
  const title = creator.name ?? "The Creator";
  const about = creator.bio ?? (creator.title ? `${creator.name ?? "The creator"}, ${creator.title}.` : `The leader behind ${BRAND}.`);
  return { title, description: shortenAtWord(about.replace(/\s+/g, " ").trim(), DESCRIPTION_LENGTH), card: "site" };
}

/** An author's page's head (docs/decisions/113): their name, their short bio (or who they are here); the site's card. */
export function authorPageMeta(author: Author): { title: string; description: string; type: "profile"; card: ShareCard } {
  return {
    title: author.name,
    description: shortenAtWord(authorDescription(author).replace(/\s+/g, " ").trim(), DESCRIPTION_LENGTH),
    type: "profile",
    card: "site",
  };
}
