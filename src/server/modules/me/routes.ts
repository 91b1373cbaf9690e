import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { meSchema } from "../../../shared/me.js";
import { adminNeedsTwoFactor } from "../../access/admin-two-factor.js";
import { users } from "../../db/schema.js";

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/me", { config: { access: "member" }, schema: { response: { 200: meSchema } } }, async (request, reply) => {
    const user = request.user!;
    reply.header("cache-control", "no-store");
    const [row] = await app.deps.db.select({ emailVerified: users.emailVerified, twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id));
    return {
      id: user.id,
      email: user.email,
      fullName: user.name,
      isAdmin: user.isAdmin,
      emailVerified: row?.emailVerified === true,
      twoFactorEnabled: row?.twoFactorEnabled === true,
      twoFactorRequired: user.isAdmin && (await adminNeedsTwoFactor(app.deps, user.id)),
    };
  });
};
