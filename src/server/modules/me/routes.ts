import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profileSchema } from "../../../shared/me.js";

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/me", { config: { access: "member" }, schema: { response: { 200: profileSchema } } }, async (request, reply) => {
    const user = request.user!;
    reply.header("cache-control", "no-store");
    return { id: user.id, email: user.email, fullName: user.name, isAdmin: user.isAdmin };
  });
};
