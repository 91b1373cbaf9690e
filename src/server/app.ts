import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/client.js";
import { registerErrorHandling } from "./http/error-handler.js";
import { registerSecurityHeaders } from "./http/security.js";
import { registerSpa } from "./http/spa.js";
import { contactRoutes } from "./modules/contact/routes.js";
import { healthRoutes } from "./modules/health/routes.js";
import type { Storage } from "./storage/index.js";

/** What routes need from the outside world; tests build it with their own database. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole HTTP app without listening, so tests can use `app.inject`. */
export async function buildApp(deps: Omit<AppDeps, "db">, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: deps.config.trustProxy,
    // Finish in-flight requests on close; answer new ones on open
    // keep-alive connections with 503 (Fastify's return503OnClosing).
    return503OnClosing: true,
    forceCloseConnections: "idle",
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate("deps", { ...deps, db: deps.database.db });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerSecurityHeaders(app, deps.config.secure);
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(healthRoutes);
  await app.register(contactRoutes);

  await registerSpa(app, deps.config.webDir);
  return app;
}
