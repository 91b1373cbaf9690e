import { loadConfig } from "./config.js";
import { buildApp } from "./app.js";
import { openDatabase } from "./db/client.js";
import { DataDirLockedError } from "./db/lock.js";
import { loggerOptions } from "./logger.js";
import { createStorage } from "./storage/index.js";
import { purgeExpired } from "./rate-limit/rate-limiter.js";

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    command: `lead-or-be-led server (port ${config.port})`,
  });
  const storage = createStorage(config);
  const app = await buildApp(
    { config, database, storage },
    { logger: loggerOptions(config.logLevel, process.stdout.isTTY && config.env !== "production") },
  );
  app.addHook("onClose", async () => {
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const readyMs = Math.round(performance.now() - startedAt);
  app.log.info(
    { database: database.kind, storage: storage.kind, dataDir: database.kind === "pglite" ? config.dataDir : undefined, readyMs },
    `Lead or Be Led ready at ${config.publicUrl ?? `http://${config.host}:${app.server.address() && typeof app.server.address() === "object" ? (app.server.address() as { port: number }).port : config.port}`}`,
  );
  void purgeExpired(database.db).catch((error: unknown) => app.log.warn({ err: error }, "rate-limit purge failed"));

  let closing = false;
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
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
