import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { meSchema } from "../../../shared/me.js";
import { adminNeedsTwoFactor } from "../../access/admin-two-factor.js";

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/me", { config: { access: "member" }, schema: { response: { 200: meSchema } } }, async (request, reply) => {
    const user = request.user!;
    reply.header("cache-control", "no-store");
    return {
      id: user.id,
      email: user.email,
      fullName: user.name,
      isAdmin: user.isAdmin,
      emailVerified: user.emailVerified,
      twoFactorEnabled: user.twoFactorEnabled,
      twoFactorRequired: adminNeedsTwoFactor(app.deps.config, user),
    };
  });
};
