import { loadConfig } from "./config.js";
import { exitOnStartupError, startServer } from "./server.js";

// `npm start`: the production entry point of the built app.
try {
  const config = loadConfig();
  await startServer(config, { command: `lead-or-be-led server (port ${config.port})` });
} catch (error) {
  exitOnStartupError(error);
}
