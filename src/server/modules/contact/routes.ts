import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contactCreatedSchema, contactInputSchema } from "../../../shared/contact.js";
import { hit } from "../../rate-limit/rate-limiter.js";
import { createContactMessage } from "./service.js";

const TEN_MINUTES = 10 * 60 * 1000;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/contact",
    {
      config: { access: "public" },
      schema: { body: contactInputSchema, response: { 201: contactCreatedSchema } },
      // 64 KB is far above the longest valid message and far below abuse.
      bodyLimit: 64 * 1024,
    },
    async (request, reply) => {
      await hit(app.deps.db, { name: "contact", max: app.deps.config.contactRateLimit, windowMs: TEN_MINUTES }, request.ip);
      const created = await createContactMessage(app.deps.db, request.body);
      return reply.code(201).send(created);
    },
  );
};
