import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { idParams } from "../../../shared/content.js";
import { IMAGE_NOT_FOUND, IMAGE_RULES, imagesApiPath, imageUploadFieldsSchema, uploadedImageSchema } from "../../../shared/images.js";
import { previewQuerySchema } from "../../../shared/previews.js";
import { sendImage } from "../../http/media.js";
import { readImageForm } from "../../uploads/multipart.js";
import { openImage, uploadImage } from "./service.js";

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, caches } = app.deps;

  // An image for a post's or a text item's body, or a record's cover (`role`): the form's `alt` and `role` come before its `file`.
  app.post(imagesApiPath, { config: { access: "admin" }, schema: { response: { 201: uploadedImageSchema } } }, async (request, reply) => {
    const { bytes, fields } = await readImageForm(request, IMAGE_RULES.maxBytes, imageUploadFieldsSchema);
    return reply.code(201).send(await uploadImage(db, storage, { bytes, alt: fields.alt, role: fields.role, viewer: request.viewer }));
  });

  // One variant of an image, for whoever the access policy lets see it (a preview link's reader too).
  app.get(
    `${imagesApiPath}/:id/:name`,
    {
      config: { access: "viewer" },
      schema: { params: idParams(IMAGE_NOT_FOUND).extend({ name: z.string().max(64) }), querystring: previewQuerySchema },
      // Already compressed.
      compress: false,
    },
    async (request, reply) => {
      const image = await openImage(db, caches.imageReaders, { ...request.params, viewer: request.viewer, preview: request.query });
      return sendImage(request, reply, storage, image);
    },
  );
};
