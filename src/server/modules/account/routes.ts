import { fromNodeHeaders } from "better-auth/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { accountApiPaths, accountSessionsSchema, deleteAccountInputSchema } from "../../../shared/my-account.js";
import { authCookieName } from "../../auth/cookie-names.js";
import { deleteOwnAccount, exportAccount, listSessions, revokeSession } from "./service.js";

// Better Auth session ids are URL-safe random strings; anything else (a NUL byte, say) names no session.
const sessionParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, { error: "Session not found." }) });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mailer, getAuth } = app.deps;
  const member = { config: { access: "member" as const } };

  app.get(accountApiPaths.sessions, { ...member, schema: { response: { 200: accountSessionsSchema } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { items: await listSessions(db, { userId: request.user!.id, currentToken: request.sessionToken }) };
  });

  app.delete("/api/account/sessions/:id", { ...member, schema: { params: sessionParams } }, async (request, reply) => {
    await revokeSession(db, { userId: request.user!.id, sessionId: request.params.id });
    return reply.code(204).send();
  });

  app.get(accountApiPaths.export, member, async (request, reply) => {
    const data = await exportAccount(db, { userId: request.user!.id });
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header("cache-control", "no-store")
      .header("content-type", "application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="lead-or-be-led-account-${day}.json"`)
      .send(JSON.stringify(data, null, 2));
  });

  app.post(accountApiPaths.delete, { ...member, bodyLimit: 4096, schema: { body: deleteAccountInputSchema } }, async (request, reply) => {
    const auth = await getAuth();
    try {
      await deleteOwnAccount({ db, mailer, api: auth.api }, { userId: request.user!.id, headers: fromNodeHeaders(request.headers), input: request.body });
    } catch (error) {
      // Better Auth's errors are read with its own code, loaded on use (app.ts: getAuth).
      throw (await import("../../auth/auth-error.js")).fromAuthApiError(error);
    }
    // The session row is gone with the account; the browser forgets its cookie too.
    const cookie = authCookieName(app.deps.config.secure, "session_token");
    reply.header("set-cookie", `${cookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${app.deps.config.secure ? "; Secure" : ""}`);
    return reply.code(204).send();
  });
};
