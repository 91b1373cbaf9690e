import { loadConfig } from "../server/config.js";
import { exitOnStartupError, startServer } from "../server/server.js";
import { seedIfEmpty } from "./seed/seed.js";

// `npm run demo`: the server with sample content in an empty database.
try {
  const config = loadConfig();
  const app = await startServer(config, {
    command: `lead-or-be-led demo (port ${config.port})`,
    beforeListen: async ({ db, storage }, app) => {
      const result = await seedIfEmpty({ db, storage, authorId: null, log: (msg) => app.log.info(msg) });
      app.log.info(
        result.seeded ? { ...result.counts } : {},
        result.seeded ? "sample content added" : "database already has content; sample content not added",
      );
    },
  });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://${config.host === "0.0.0.0" ? "127.0.0.1" : config.host}:${port}`;
  console.log(`\n  Lead or Be Led demo is running at ${url}\n  Data: ${config.dataDir}  (Ctrl+C to stop)\n`);
} catch (error) {
  exitOnStartupError(error);
}
