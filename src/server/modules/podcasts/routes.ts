import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { ACCEPT, podcastFieldsSchema } from "../../../shared/admin.js";
import { contentListQuerySchema, episodeSchema, idParams, pageOf, podcastSchema } from "../../../shared/content.js";
import { previewQuerySchema } from "../../../shared/previews.js";
import { isPreviewReader } from "../../access/policy.js";
import { sendStoredFile } from "../../http/media.js";
import { readUpload } from "../../uploads/multipart.js";
import { readerOf } from "../analytics/readers.js";
import { isPlaybackStart } from "../analytics/service.js";
import { previewViewer } from "../previews/service.js";
import { MemberProgress } from "../progress/list-progress.js";
import { assertEpisodeExists, createPodcast, deletePodcast, EPISODE_NOT_FOUND, getEpisode, listPodcasts, podcastAudio, updatePodcast } from "./service.js";

const params = idParams(EPISODE_NOT_FOUND);

export const podcastRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config, analytics, caches } = app.deps;
  const publishing = app.deps.work;

  // Pages and members' progress in memory, dropped by change notices (docs/decisions/062).
  const lists = { pages: caches.episodeLists, progress: new MemberProgress(db, "episode", caches.episodeProgress) };
  app.get(
    "/api/podcasts",
    { config: { access: "member" }, schema: { querystring: contentListQuerySchema, response: { 200: pageOf(podcastSchema) } } },
    async (request) => listPodcasts(db, lists, { viewer: request.viewer, page: request.query }),
  );

  app.get(
    "/api/podcasts/:id",
    { config: { access: "viewer" }, schema: { params, querystring: previewQuerySchema, response: { 200: episodeSchema } } },
    async (request) => getEpisode(db, { id: request.params.id, viewer: await previewViewer(db, request.viewer, request.query, "episode", request.params.id) }),
  );

  app.get(
    "/api/podcasts/:id/audio",
    { config: { access: "viewer" }, schema: { params, querystring: previewQuerySchema }, compress: false },
    async (request, reply) => {
      const viewer = await previewViewer(db, request.viewer, request.query, "episode", request.params.id);
      const audio = await podcastAudio(db, { id: request.params.id, viewer });
      // A play is counted when it starts (docs/decisions/039): one in-memory increment.
      // An admin's listen to a draft, or one through a preview link, is no play.
      if (audio.status === "published" && !isPreviewReader(viewer) && isPlaybackStart({ method: request.method, range: request.headers.range }))
        analytics.countOpen("episode", request.params.id, readerOf(request));
      return sendStoredFile(request, reply, storage, audio);
    },
  );

  const readEpisodeForm = (request: FastifyRequest) =>
    readUpload(request, storage, {
      fields: podcastFieldsSchema,
      accepts: () => ACCEPT.audio,
      // Key {userId}/{timestamp}-{random}.{ext} (files/keys.ts, docs/decisions/010).
      ownerId: request.user!.id,
      maxBytes: config.maxUploadBytes,
      transcript: () => true,
    });

  app.post("/api/podcasts", { config: { access: "admin" }, schema: { response: { 201: podcastSchema } } }, async (request, reply) => {
    const { fields, file, transcript } = await readEpisodeForm(request);
    return reply.code(201).send(await createPodcast(db, storage, { fields, file, transcript, authorId: request.user!.id, viewer: request.viewer, publishing }));
  });

  // An edit: the same form, the audio file optional. The id is checked before the body, so an unknown id
  // stores nothing (an episode deleted during the upload is still a 404 whose files are discarded).
  app.put("/api/podcasts/:id", { config: { access: "admin" }, schema: { params, response: { 200: podcastSchema } } }, async (request) => {
    await assertEpisodeExists(db, request.params.id);
    const { fields, file, transcript } = await readEpisodeForm(request);
    return updatePodcast(db, storage, { id: request.params.id, fields, file, transcript, viewer: request.viewer, publishing });
  });

  app.delete("/api/podcasts/:id", { config: { access: "admin" }, schema: { params } }, async (request, reply) => {
    await deletePodcast(db, storage, { id: request.params.id, viewer: request.viewer, certify: publishing.assignmentCertify });
    return reply.code(204).send();
  });
};
