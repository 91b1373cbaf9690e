import { BRAND } from "../../../shared/constants.js";
import type { FeedEpisode } from "./episodes.js";
import { attrs, element, xmlText } from "./xml.js";

// The Briefing as podcast RSS: RSS 2.0 with Apple's itunes: tags (the ones
// Apple requires and the ones apps read), content:encoded, and Podcasting
// 2.0's podcast:locked, podcast:guid and podcast:transcript. Every URL is absolute (docs/decisions/018).

/** Stands for a member's token in a feed rendered once for every member; XML escaping leaves it as it is. */
export const TOKEN_SLOT = "lobl-feed-token-slot-7f3a9c";

export const SHOW = {
  title: "The Briefing",
  description: "Short, direct episodes on leadership under pressure for command staff, line-level leaders and corporate professionals, from Lead or Be Led.",
  language: "en-us",
  category: { text: "Business", sub: "Management" },
} as const;

export interface ChannelInfo {
  /** This feed's own URL (atom:link rel="self"). */
  selfUrl: string;
  siteUrl: string;
  artworkUrl: string;
  guid: string;
  /** A member's private feed: kept out of directories, and apps told it is private. */
  personal: boolean;
  /** itunes:email: where directories write to confirm who owns the show (PODCAST_OWNER_EMAIL). */
  ownerEmail: string;
}

export interface EpisodeLinks {
  enclosureUrl(episode: FeedEpisode): string;
  pageUrl(episode: FeedEpisode): string | null;
  /** The episode's WebVTT transcript, or null when it has none. */
  transcriptUrl(episode: FeedEpisode): string | null;
  /** The episode's own art (its cover's square crop), or null: apps then show the channel's. */
  artUrl(episode: FeedEpisode): string | null;
}

const NAMESPACES = {
  "xmlns:itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd",
  "xmlns:content": "http://purl.org/rss/1.0/modules/content/",
  "xmlns:podcast": "https://podcastindex.org/namespace/1.0",
  "xmlns:atom": "http://www.w3.org/2005/Atom",
};

/** HTML for content:encoded: the description's paragraphs, escaped (it is plain text). */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${xmlText(p.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");

function item(episode: FeedEpisode, links: EpisodeLinks): string {
  const description = episode.description?.trim() || episode.title;
  const seconds = episode.durationSeconds ? Math.round(episode.durationSeconds) : 0;
  const page = links.pageUrl(episode);
  const transcript = links.transcriptUrl(episode);
  const art = links.artUrl(episode);
  return [
    "<item>",
    element("title", episode.title),
    element("itunes:title", episode.title),
    element("guid", `lobl:${episode.kind}:${episode.id}`, { isPermaLink: "false" }),
    element("pubDate", episode.createdAt.toUTCString()),
    element("description", description),
    `<content:encoded>${xmlText(paragraphs(description))}</content:encoded>`,
    element("itunes:summary", description),
    // A guest's episode names them; the creator's is the channel's author (docs/decisions/113).
    episode.author ? element("itunes:author", episode.author) : "",
    // Square, 1400 pixels, JPEG, as Apple asks of episode art (docs/decisions/100).
    art ? `<itunes:image${attrs({ href: art })}/>` : "",
    page ? element("link", page) : "",
    `<enclosure${attrs({ url: links.enclosureUrl(episode), length: episode.fileSize ?? 0, type: episode.fileType })}/>`,
    seconds > 0 ? element("itunes:duration", String(seconds)) : "",
    // Timed WebVTT: apps may show it as captions as well as a transcript.
    transcript ? `<podcast:transcript${attrs({ url: transcript, type: "text/vtt", language: SHOW.language, rel: "captions" })}/>` : "",
    element("itunes:episodeType", "full"),
    element("itunes:explicit", "false"),
    "</item>",
  ].join("");
}

export function renderRss(channel: ChannelInfo, episodes: FeedEpisode[], links: EpisodeLinks): string {
  const { title, description, language, category } = SHOW;
  const head = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0"${attrs(NAMESPACES)}>`,
    "<channel>",
    element("title", title),
    element("link", channel.siteUrl),
    `<atom:link${attrs({ href: channel.selfUrl, rel: "self", type: "application/rss+xml" })}/>`,
    element("description", description),
    element("itunes:summary", description),
    element("language", language),
    element("copyright", `© ${BRAND}`),
    element("itunes:author", BRAND),
    `<itunes:owner>${element("itunes:name", BRAND)}${element("itunes:email", channel.ownerEmail)}</itunes:owner>`,
    `<itunes:image${attrs({ href: channel.artworkUrl })}/>`,
    `<image>${element("url", channel.artworkUrl)}${element("title", title)}${element("link", channel.siteUrl)}</image>`,
    `<itunes:category${attrs({ text: category.text })}><itunes:category${attrs({ text: category.sub })}/></itunes:category>`,
    element("itunes:explicit", "false"),
    element("itunes:type", "episodic"),
    element("podcast:locked", "yes"),
    element("podcast:guid", channel.guid),
    channel.personal ? element("itunes:block", "Yes") : "",
    episodes[0] ? element("lastBuildDate", episodes[0].createdAt.toUTCString()) : "",
  ];
  return `${head.join("")}${episodes.map((e) => item(e, links)).join("")}</channel></rss>\n`;
}
