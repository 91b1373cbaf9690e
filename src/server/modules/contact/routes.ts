import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactCreatedSchema, contactInputSchema } from "../../../shared/contact.js";
import { paths } from "../../../shared/paths.js";
import { trustedOrigins } from "../../auth/origins.js";
import { hit } from "../../rate-limit/rate-limiter.js";
import { createContactMessage, notifyAdminsLater } from "./service.js";

const TEN_MINUTES = 10 * 60 * 1000;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const inboxUrl = `${trustedOrigins(config)[0]}${paths.adminInbox}`;
  app.post(
    "/api/contact",
    {
      config: { access: "public", cacheNeutral: true },
      schema: { body: contactInputSchema, response: { 201: contactCreatedSchema } },
      // 64 KB is far above the longest valid message and far below abuse.
      bodyLimit: 64 * 1024,
    },
    async (request, reply) => {
      const { db, mailer } = app.deps;
      await hit(db, { name: "contact", max: config.contactRateLimit, windowMs: TEN_MINUTES }, request.ip);
      const { id, spam } = await createContactMessage(db, request.body);
      if (!spam && config.contactNotify) notifyAdminsLater(db, { mailer, inboxUrl, log: request.log });
      return reply.code(201).send({ id });
    },
  );
};
