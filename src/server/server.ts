import type { FastifyInstance } from "fastify";
import type { AppDeps } from "./app.js";
import type { Config } from "./config.js";
import { openDatabase } from "./db/client.js";
import { loggerOptions } from "./logger.js";
import { assertPortFree } from "./port-check.js";
import { createStorage } from "./storage/index.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_VACUUM_AFTER_MS = 15 * 60 * 1000;

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
  // The app's modules (Fastify, routes, ...) load while the database opens.
  const appModule = import("./app.js");
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    command: options.command,
  });
  let app: FastifyInstance;
  try {
    const { buildApp } = await appModule;
    const storage = await createStorage(config);
    app = await buildApp(
      { config, database, storage },
      { logger: loggerOptions(config.logLevel, process.stdout.isTTY && config.env !== "production") },
    );
    app.addHook("onClose", async () => {
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
  // Load the slow parts now, while nobody waits for them.
  const [{ schedulePurge }, { sweepStorage }, { backfillDocumentText }, { loggableError }, { purgeFeedClients }, { pruneActivity }, { pruneAnalytics }] = await Promise.all([
    import("./rate-limit/rate-limiter.js"),
    import("./storage/sweep.js"),
    import("./modules/content-items/document-text.js"),
    import("./http/db-errors.js"),
    import("./modules/feeds/service.js"),
    import("./modules/activity/service.js"),
    import("./modules/analytics/service.js"),
  ]);
  const logFailure = (what: string) => (error: unknown) => app.log.error({ error: loggableError(error) }, what);
  void app.deps.getAuth().catch(logFailure("auth failed to load"));
  // Rate-limit counters whose window has ended go every 10 minutes (decision 016).
  const stopPurge = schedulePurge(database.db, 10 * 60 * 1000, logFailure("rate-limit purge failed"));
  void sweepStorage(database, app.deps.storage, app.log).catch(logFailure("storage sweep failed"));
  // PDFs stored before their words were kept are read once (decision 053).
  void backfillDocumentText(database, app.deps.storage, app.log).catch(logFailure("PDF text backfill failed"));
  // Feed sharing-detection records are kept 30 days (decision 018): trimmed at start and daily.
  // Admin activity entries are kept one year (decision 038), usage counts 90 days (039): pruned with them.
  const dailyPurge = () => {
    void purgeFeedClients(database.db).catch(logFailure("feed client purge failed"));
    void pruneActivity(database.db).catch(logFailure("activity log prune failed"));
    void pruneAnalytics(database.db).catch(logFailure("analytics prune failed"));
  };
  dailyPurge();
  const dailyPurgeTimer = setInterval(dailyPurge, DAY_MS).unref();
  // PGlite has no autovacuum: the server vacuums and analyzes it daily, the
  // first time a while after start, when start-up's own work is done and a
  // benchmark's minutes are over (docs/decisions/070).
  const stopVacuum = new AbortController();
  let vacuumTimer: NodeJS.Timeout | undefined;
  const { vacuum } = database;
  if (vacuum) {
    const run = () =>
      void vacuum(stopVacuum.signal)
        .then((report) => {
          if (report.failed.length > 0) app.log.warn(report, "database vacuumed and analyzed, some tables failed");
          else app.log.info(report, "database vacuumed and analyzed");
        })
        .catch(logFailure("database vacuum failed"));
    vacuumTimer = setTimeout(() => {
      run();
      vacuumTimer = setInterval(run, DAY_MS).unref();
    }, FIRST_VACUUM_AFTER_MS).unref();
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopPurge();
    clearInterval(dailyPurgeTimer);
    clearTimeout(vacuumTimer); // Node clears a setTimeout's or a setInterval's timer alike
    stopVacuum.abort(); // a run under way stops after its current table
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
