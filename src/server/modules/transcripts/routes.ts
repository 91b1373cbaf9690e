import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { idParams } from "../../../shared/content.js";
import { previewQuerySchema } from "../../../shared/previews.js";
import { sendTranscript } from "../../http/media.js";
import { previewViewer } from "../previews/service.js";
import { itemTranscript, openTranscript, podcastTranscript, TRANSCRIPT_NOT_FOUND } from "./service.js";

const params = idParams(TRANSCRIPT_NOT_FOUND);

/** WebVTT transcripts of episodes and items, for the captions track and the interactive transcript. */
export const transcriptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;

  const schema = { params, querystring: previewQuerySchema };

  app.get("/api/podcasts/:id/transcript", { config: { access: "viewer" }, schema }, async (request, reply) => {
    const viewer = await previewViewer(db, request.viewer, request.query, "episode", request.params.id);
    return sendTranscript(reply, await openTranscript(storage, await podcastTranscript(db, { id: request.params.id, viewer }), request.log));
  });

  app.get("/api/content-items/:id/transcript", { config: { access: "viewer" }, schema }, async (request, reply) => {
    const viewer = await previewViewer(db, request.viewer, request.query, "item", request.params.id);
    return sendTranscript(reply, await openTranscript(storage, await itemTranscript(db, { id: request.params.id, viewer }), request.log));
  });
};
