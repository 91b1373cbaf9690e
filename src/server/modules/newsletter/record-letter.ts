import { eq } from "drizzle-orm";

import { DESCRIPTION_LENGTH } from "../../../shared/constants.js";
import type { NewsletterTopic } from "../../../shared/newsletter.js";
import { paths } from "../../../shared/paths.js";
import type { ContentStatus } from "../../../shared/publishing.js";
import { shortenAtWord } from "../../../shared/shorten.js";
import { episodeView, itemSummaryView, postSummaryView } from "../../access/policy.js";
import { VISITOR } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { CONTENT_TABLES, type ContentKind } from "../../db/content-tables.js";
import { emailImageUrl } from "./email-images.js";
import type { LetterContent } from "./letter.js";

// What a published record's e-mail says, in its two versions: whole (the
// text, with its images when they are public) and the teaser a members-only
// record sends to those who are not members (title, teaser, cover and a
// sign-up link: never its body, never its images).

export interface LetterRecord {
  kind: ContentKind;
  id: string;
  title: string;
  status: ContentStatus;
  isMembersOnly: boolean;
  /** The topic a subscriber chooses it by. */
  topic: NewsletterTopic;
  label: string;
  /** A sentence or two for those who may read it. */
  teaser: string;
  /** What a visitor may see of it beside the title (the access policy's visitor view): a members-only post's excerpt is its body's start, so none. */
  visitorTeaser: string;
  /** Its text as markdown, when it has one. */
  markdown: string | null;
  coverUrl: string | null;
  /** What the button says to the reader it is whole for. */
  readLabel: string;
}

/** The record as an e-mail sees it, or null when it is gone. */
export async function loadLetterRecord(db: Db, kind: ContentKind, id: string): Promise<LetterRecord | null> {
  if (kind === "post") {
    const [row] = await db.select().from(CONTENT_TABLES.post).where(eq(CONTENT_TABLES.post.id, id));
    if (!row) return null;
    return {
      ...row,
      kind,
      topic: "articles",
      label: "New in the Field Manual",
      teaser: row.excerpt,
      visitorTeaser: postSummaryView(VISITOR, row).excerpt,
      markdown: row.content,
      readLabel: "Read on the site",
    };
  }
  if (kind === "episode") {
    const [row] = await db.select().from(CONTENT_TABLES.episode).where(eq(CONTENT_TABLES.episode.id, id));
    if (!row) return null;
    const description = row.description ?? "";
    const teaser = shortenAtWord(description, DESCRIPTION_LENGTH);
    return {
      ...row,
      kind,
      topic: "episodes",
      label: "New on The Briefing",
      teaser,
      visitorTeaser: episodeView(VISITOR, row).description ? teaser : "",
      markdown: description || null,
      readLabel: "Listen on the site",
    };
  }
  const [row] = await db.select().from(CONTENT_TABLES.item).where(eq(CONTENT_TABLES.item.id, id));
  if (!row) return null;
  const briefing = row.category === "briefing";
  const description = row.description ?? "";
  return {
    ...row,
    kind,
    topic: briefing ? "episodes" : "caseStudies",
    label: briefing ? "New on The Briefing" : "New in After-Action",
    teaser: shortenAtWord(description || row.contentText || "", DESCRIPTION_LENGTH),
    visitorTeaser: shortenAtWord(itemSummaryView(VISITOR, row).description ?? "", DESCRIPTION_LENGTH),
    markdown: row.mediaType === "text" ? row.contentText : description || null,
    readLabel: row.mediaType === "audio" ? "Listen on the site" : row.mediaType === "video" ? "Watch on the site" : "Read on the site",
  };
}

/** A members-only record's images are for members signed in on the site: an e-mail client has no session, so they become links there. */
const imagesAsLinks = (markdown: string, url: string) =>
  markdown.replace(/!\[([^\]]*)\]\(([^)]*)\)/g, (_whole, alt: string) => `[${alt.trim() || "Image"} (on the site)](${url})`);

export const recordUrl = (origin: string, record: Pick<LetterRecord, "kind" | "id">) => `${origin}${paths.record(record.kind, record.id)}`;

export function letterContent(origin: string, record: LetterRecord, version: "full" | "teaser"): LetterContent {
  const url = recordUrl(origin, record);
  const coverUrl = record.coverUrl ? emailImageUrl(origin, record.coverUrl) : null;
  const base = { label: record.label, title: record.title, teaser: record.teaser, coverUrl, url };
  if (version === "teaser") {
    return {
      ...base,
      teaser: record.visitorTeaser || `New for members: ${record.title}`,
      markdown: null,
      note: "This is for members. Membership is free: join to read it whole.",
      action: { label: "Join for free", url: `${origin}${paths.signup}` },
    };
  }
  const markdown = record.markdown && record.isMembersOnly ? imagesAsLinks(record.markdown, url) : record.markdown;
  return { ...base, markdown, action: { label: record.readLabel, url } };
}
