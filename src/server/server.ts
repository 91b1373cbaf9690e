import type { FastifyInstance } from "fastify";

import type { AppDeps } from "./app.js";
import type { Config } from "./config.js";
import { openDatabase } from "./db/client.js";
import { startPageRenderer } from "./http/page-render.js";
import { loggerOptions } from "./logger.js";
import { assertPortFree } from "./port-check.js";
import { createStorage } from "./storage/index.js";
import { whenQuiet } from "./when-quiet.js";

/** Better Auth loads, and the jobs start, once no request has come for 200 ms after readiness, or 3 s after it at the latest. */
const AFTER_READY_WHEN = { quietMs: 200, maxWaitMs: 3000 };

interface StartOptions {
  /** Named in the DATA_DIR lock so a second process can say who holds it. */
  command: string;
  /** Runs after the database is open and migrated, before the server listens. */
  beforeListen?: (deps: AppDeps, app: FastifyInstance) => Promise<void>;
}

/**
 * Opens the database and storage, builds the app, listens, and wires graceful
 * shutdown: on SIGTERM/SIGINT stop accepting, let in-flight requests finish
 * (new requests on open connections get 503), close the database, exit.
 */
export async function startServer(config: Config, options: StartOptions): Promise<FastifyInstance> {
  const startedAt = performance.now();
  await assertPortFree(config.host, config.port);
  // The app's modules (Fastify, routes, ...) and the page renderer (warmed up, http/page-render.ts) load while the database opens.
  const appModule = import("./app.js");
  void startPageRenderer(config.webDir).catch(() => null);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    sharedBuffersMb: config.pgliteSharedBuffersMb,
    command: options.command,
  });
  let app: FastifyInstance;
  try {
    const { buildApp } = await appModule;
    const storage = await createStorage(config);
    app = await buildApp({ config, database, storage }, { logger: loggerOptions(config.logLevel, process.stdout.isTTY && config.env !== "production") });
    app.addHook("onClose", async () => {
      // Running jobs get half the shutdown time to finish; those still running then are handed back.
      await app.deps.jobs.stop(config.shutdownTimeoutMs / 2);
      storage.close?.();
      // Fastify runs close hooks last-added first, so this one runs before the app's own:
      // the usage counts still in memory are written while the database is open.
      await app.deps.analytics.close().catch(async (error: unknown) => {
        const { loggableError } = await import("./http/db-errors.js");
        app.log.error({ error: loggableError(error) }, "analytics counts lost at shutdown");
      });
      await database.close();
    });
    await options.beforeListen?.(app.deps, app);
    // The first visitor's page has run once before readiness, and is kept (docs/decisions/118).
    const { warmUpFirstPage } = await import("./http/first-page.js");
    await warmUpFirstPage(app);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  app.log.info(
    { database: database.kind, storage: app.deps.storage.kind, readyMs: Math.round(performance.now() - startedAt) },
    `Lead or Be Led ready at ${config.publicUrl ?? `http://${config.host}:${port}`}`,
  );
  let closing = false;
  // Better Auth is slow to load, and holds the main thread while it does: once nobody is waiting, so the requests that
  // come right after readiness, as a restart's traffic does, do not wait behind it (they took 50-100 ms longer at a
  // load average of 8, docs/decisions/118). A request that needs it before then (a session's) loads it (getAuth).
  // The jobs (recurring upkeep, and what requests queued: docs/architecture/jobs.md) start then too: their first
  // statements and the due jobs they take run back to back on PGlite, which answers without giving the event loop a
  // turn, so a request that came meanwhile, /readyz's included, waited behind them all (decision 125).
  whenQuiet(app.server, AFTER_READY_WHEN, () => {
    // Closing, or closed (its jobs were stopped before they started): nothing to load or start.
    if (closing || !app.server.listening) return;
    const logFailure = (message: string) => async (error: unknown) => {
      const { loggableError } = await import("./http/db-errors.js");
      app.log.error({ error: loggableError(error) }, message);
    };
    void app.deps.getAuth().catch(logFailure("auth failed to load"));
    void app.deps.jobs.start().catch(logFailure("jobs failed to start"));
  });

  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    app.close().then(
      () => {
        app.log.info("shutdown complete");
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return app;
}

/** Prints a start-up failure as one clear line and exits non-zero. */
export function exitOnStartupError(error: unknown): never {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
