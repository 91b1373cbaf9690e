import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { apiPaths } from "../../../shared/content.js";
import {
  adminFeedApiPaths,
  adminFeedsPageSchema,
  adminFeedsQuerySchema,
  ARTWORK_RULES,
  FEED_NOT_FOUND_FOR_MEMBER,
  feedArtworkSchema,
  feedMemberParams,
  memberFeedSchema,
  revokedFeedSchema,
} from "../../../shared/feeds.js";
import { paths } from "../../../shared/paths.js";
import { assertCanReadFile, seenOr404 } from "../../access/policy.js";
import { isSignedIn, VISITOR, type Viewer } from "../../access/viewer.js";
import { trustedOrigins } from "../../auth/origins.js";
import { notFound } from "../../errors.js";
import { loggableError } from "../../http/db-errors.js";
import { sendStoredFile, sendTranscript } from "../../http/media.js";
import { readImageUpload } from "../../uploads/multipart.js";
import { readerOf } from "../analytics/readers.js";
import { isPlaybackStart } from "../analytics/service.js";
import { openTranscript, readableTranscript } from "../transcripts/service.js";
import { listFeeds, revokeFeed } from "./admin.js";
import { channelArtwork, openArtwork, replaceArtwork, resetArtwork } from "./artwork.js";
import { feedEpisode, feedEpisodes, feedVersion, type FeedEpisode, type FeedVersion } from "./episodes.js";
import { showGuid } from "./podcast-guid.js";
import { renderRss, TOKEN_SLOT, type EpisodeLinks } from "./rss.js";
import { FEED_NOT_FOUND, feedHolder, memberFeed, recordDownload, recordFeedFetch, resetMemberFeed } from "./service.js";

const tokenParams = z.object({ token: z.string() });
const episodeParams = z.object({ token: z.string(), file: z.string() });
const EPISODE_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9]{2,4})$/;

/** The extension a stored file has (the enclosure URL carries it: some apps go by it). */
const extOf = (episode: FeedEpisode) => path.extname(episode.fileKey).slice(1).toLowerCase();

/**
 * The Briefing in podcast apps (docs/decisions/018): a private feed per member
 * at /feeds/<token>/briefing.xml whose enclosures live under the same token,
 * and a public feed of public episodes. Both ask the access policy, with the
 * token's member or a visitor as the viewer.
 */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, caches, config, secret, storage, analytics, mailer } = app.deps;
  const origin = trustedOrigins(config)[0]!;
  const absolute = (p: string) => new URL(p, origin).toString();
  const publicFeedUrl = absolute("/feeds/briefing.xml");
  const guid = showGuid(publicFeedUrl);
  const requireVerifiedEmail = config.smtpUrl !== undefined;
  const feedUrl = (token: string) => absolute(`/feeds/${token}/briefing.xml`);
  const logFailure = (what: string) => (error: unknown) => app.log.error({ error: loggableError(error) }, what);

  const pageUrl = (e: FeedEpisode) => absolute(paths.record(e.kind, e.id));
  /** Clients whose fetch this instance noted in the last ten minutes. */
  const recentFetches = new Set<string>();
  // The feeds' version in memory, read again after any write to their tables (docs/decisions/045).
  const currentVersion = async () =>
    caches.feedVersion.read("current", async () => {
      const version = await feedVersion(db);
      return version ? { value: version } : null;
    });
  /**
   * A feed's XML, built once per audience and version: a poll after new content builds it once,
   * and every other member's poll reuses it. With no version known it is built afresh and not kept.
   */
  const renderedOnce = async (audience: string, stamp: string | null, build: () => Promise<string>): Promise<string> => {
    if (stamp === null) return build();
    const kept = await caches.feedXml.read(`${audience}:${stamp}`, async () => ({ value: { xml: await build() } }));
    return kept!.xml;
  };

  /**
   * The feed as XML for one audience, built once per content version: every
   * member's feed is the same document but for the token in its URLs, which
   * is put in last.
   */
  function feedXml(viewer: Viewer, stamp: string | null, token: string | null): Promise<string> {
    const personal = token !== null;
    const audience = isSignedIn(viewer) ? "members" : "visitors";
    const links: EpisodeLinks = {
      enclosureUrl: (e) =>
        personal
          ? absolute(`/feeds/${TOKEN_SLOT}/episodes/${e.id}.${extOf(e)}`)
          : absolute(e.kind === "episode" ? apiPaths.podcastAudio(e.id) : apiPaths.contentItemFile(e.id)),
      pageUrl,
      transcriptUrl: (e) => {
        if (!e.transcriptFileKey) return null;
        if (personal) return absolute(`/feeds/${TOKEN_SLOT}/transcripts/${e.id}.vtt`);
        return absolute(e.kind === "episode" ? apiPaths.podcastTranscript(e.id) : apiPaths.contentItemTranscript(e.id));
      },
      // The cover's square, served by the images route to anyone once the record is published, as any cover (docs/decisions/100).
      artUrl: (e) => (e.art ? absolute(e.art) : null),
    };
    const selfUrl = personal ? feedUrl(TOKEN_SLOT) : publicFeedUrl;
    return renderedOnce(`${audience}:${personal}`, stamp, async () => {
      // The artwork is part of the version (feed_settings' change counter), so it is read with the episodes.
      const [episodes, artwork] = await Promise.all([feedEpisodes(db, viewer), channelArtwork(db, absolute)]);
      return renderRss({ selfUrl, siteUrl: origin, artworkUrl: artwork.url, guid, personal, ownerEmail: config.podcastOwnerEmail }, episodes, links);
    }).then((xml) => (token ? xml.replaceAll(TOKEN_SLOT, token) : xml));
  }

  /** Sends the feed, or 304 when the app already has this version (with no version known, always the feed). */
  async function sendFeed(
    request: FastifyRequest,
    reply: FastifyReply,
    viewer: Viewer,
    { token, tag, version }: { token: string | null; tag: string; version: FeedVersion | null },
  ) {
    reply.header("cache-control", token ? "private, no-cache" : "public, max-age=300").header("x-robots-tag", token ? "noindex" : "all");
    if (version) {
      const etag = `"${tag}.${version.stamp}"`;
      reply.header("etag", etag).header("last-modified", version.lastModified.toUTCString());
      const since = request.headers["if-modified-since"];
      const unchanged = request.headers["if-none-match"]
        ? request.headers["if-none-match"].split(",").some((t) => t.trim() === etag)
        : since !== undefined && Date.parse(since) >= version.lastModified.getTime();
      if (unchanged) return reply.code(304).send();
    }
    return reply.type("application/rss+xml; charset=utf-8").send(await feedXml(viewer, version?.stamp ?? null, token));
  }

  app.get("/api/feed", { config: { access: "member" }, schema: { response: { 200: memberFeedSchema } } }, async (request) => {
    const feed = await memberFeed(db, { secret, userId: request.user!.id });
    return { url: feedUrl(feed.token), createdAt: feed.createdAt.toISOString(), lastFetchedAt: feed.lastFetchedAt?.toISOString() ?? null };
  });

  app.post("/api/feed/reset", { config: { access: "member" }, schema: { response: { 200: memberFeedSchema } } }, async (request) => {
    const feed = await resetMemberFeed(db, { secret, userId: request.user!.id });
    return { url: feedUrl(feed.token), createdAt: feed.createdAt.toISOString(), lastFetchedAt: null };
  });

  app.get("/feeds/:token/briefing.xml", { config: { access: "token" }, schema: { params: tokenParams } }, async (request, reply) => {
    const { token } = request.params;
    const [holder, version] = await Promise.all([feedHolder(db, { token, requireVerifiedEmail }), currentVersion()]);
    // Noted after answering, so a slow write never holds up an app's poll, and
    // once per client per ten minutes on this instance (apps poll often).
    const bucket = `${holder.tokenId}|${request.ip}|${request.headers["user-agent"] ?? ""}|${Math.floor(Date.now() / 600_000)}`;
    const feed = { token, tag: holder.tokenId.slice(0, 8), version };
    if (recentFetches.has(bucket)) return sendFeed(request, reply, holder.viewer, feed);
    if (recentFetches.size > 10_000) recentFetches.clear();
    recentFetches.add(bucket);
    reply.raw.once("finish", () => {
      void recordFeedFetch(db, {
        secret,
        tokenId: holder.tokenId,
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
        ipLimit: config.feedSharingIpLimit,
      }).catch(logFailure("feed fetch not recorded"));
    });
    return sendFeed(request, reply, holder.viewer, feed);
  });

  app.get("/feeds/:token/episodes/:file", { config: { access: "token" }, schema: { params: episodeParams }, compress: false }, async (request, reply) => {
    const { token, file } = request.params;
    const holder = await feedHolder(db, { token, requireVerifiedEmail });
    const [, id, ext] = EPISODE_FILE.exec(file) ?? [];
    const episode = seenOr404(holder.viewer, id ? await feedEpisode(db, id) : null, FEED_NOT_FOUND);
    if (extOf(episode) !== ext) throw notFound(FEED_NOT_FOUND);
    const ref = assertCanReadFile(holder.viewer, {
      key: episode.fileKey,
      contentType: episode.fileType,
      title: episode.title,
      isMembersOnly: episode.isMembersOnly,
      status: episode.status,
    });
    if (isPlaybackStart({ method: request.method, range: request.headers.range })) {
      void recordDownload(db, { tokenId: holder.tokenId }).catch(logFailure("feed download not recorded"));
      // A podcast app's download is a play by that member, as a start in the site's player is.
      analytics.countOpen(episode.kind, episode.id, readerOf(request, holder.viewer));
    }
    return sendStoredFile(request, reply, storage, ref);
  });

  // The transcript of a feed's episode, under the same token (a revoked token is a 404), checked by the same policy.
  app.get("/feeds/:token/transcripts/:file", { config: { access: "token" }, schema: { params: episodeParams } }, async (request, reply) => {
    const { token, file } = request.params;
    const holder = await feedHolder(db, { token, requireVerifiedEmail });
    const [, id, ext] = EPISODE_FILE.exec(file) ?? [];
    const episode = id && ext === "vtt" ? await feedEpisode(db, id) : null;
    // Not the transcripts API's 404 text: a feed's answers give no hint of what was wrong.
    if (!episode?.transcriptFileKey) throw notFound(FEED_NOT_FOUND);
    seenOr404(holder.viewer, episode, FEED_NOT_FOUND);
    return sendTranscript(reply, await openTranscript(storage, readableTranscript(holder.viewer, episode), request.log));
  });

  // The admin's feeds page (docs/decisions/054): metadata only, never a token.
  app.get(
    adminFeedApiPaths.list,
    { config: { access: "admin" }, schema: { querystring: adminFeedsQuerySchema, response: { 200: adminFeedsPageSchema } } },
    async (request) => listFeeds(db, request.query),
  );

  app.delete(
    `${adminFeedApiPaths.list}/:memberId`,
    { config: { access: "admin" }, schema: { params: feedMemberParams, response: { 200: revokedFeedSchema } } },
    async (request) => {
      const result = await revokeFeed(db, {
        mailer,
        member: { id: request.params.memberId },
        viewer: request.viewer,
        onMailError: logFailure("feed revoked mail not sent"),
      });
      if (result.status !== "revoked") throw notFound(FEED_NOT_FOUND_FOR_MEMBER);
      return { mailed: result.mailed };
    },
  );

  const artworkResponse = { response: { 200: feedArtworkSchema } };
  app.get(adminFeedApiPaths.artwork, { config: { access: "admin" }, schema: artworkResponse }, async () => channelArtwork(db, absolute));

  app.put(adminFeedApiPaths.artwork, { config: { access: "admin" }, schema: artworkResponse }, async (request) =>
    replaceArtwork(db, storage, { bytes: await readImageUpload(request, ARTWORK_RULES.maxBytes), viewer: request.viewer, absolute }),
  );

  app.delete(adminFeedApiPaths.artwork, { config: { access: "admin" }, schema: artworkResponse }, async (request) =>
    resetArtwork(db, storage, { viewer: request.viewer, absolute }),
  );

  // The admin's channel artwork, public like the public feed that names it.
  // Its name changes with every upload, so the answer may be cached for good.
  app.get(
    "/feeds/artwork/:file",
    { config: { access: "visitor" }, schema: { params: z.object({ file: z.string().max(200) }) }, compress: false },
    async (request, reply) => {
      const { body, size, contentType } = await openArtwork(db, storage, request.params.file);
      return reply.type(contentType).header("content-length", size).header("cache-control", "public, max-age=31536000, immutable").send(body);
    },
  );

  app.get("/feeds/briefing.xml", { config: { access: "visitor" } }, async (request, reply) =>
    sendFeed(request, reply, VISITOR, { token: null, tag: "public", version: await currentVersion() }),
  );
};
