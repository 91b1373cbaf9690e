import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { contactCreatedSchema, contactInputSchema } from "../../../shared/contact.js";
import { hit } from "../../rate-limit/rate-limiter.js";
import { createContactMessage, startsNoticeWindow } from "./service.js";

const TEN_MINUTES = 10 * 60 * 1000;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  app.post(
    "/api/contact",
    {
      config: { access: "public", cacheNeutral: true },
      schema: { body: contactInputSchema, response: { 201: contactCreatedSchema } },
      // 64 KB is far above the longest valid message and far below abuse.
      bodyLimit: 64 * 1024,
    },
    async (request, reply) => {
      const { db, work } = app.deps;
      await hit(db, { name: "contact", max: config.contactRateLimit, windowMs: TEN_MINUTES }, request.ip);
      const { id, spam } = await createContactMessage(db, request.body);
      // Mailed by a job, so the visitor never waits for mail and an SMTP outage loses no notice.
      if (!spam && config.contactNotify && (await startsNoticeWindow(db))) await work.contactNotice.send({ messageId: id }, { key: id });
      return reply.code(201).send({ id });
    },
  );
};
