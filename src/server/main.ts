import { pgliteWasmModule } from "./db/pglite-wasm.js";

// `npm start`: the production entry point of the built app.
//
// The embedded database's WebAssembly starts compiling (on V8's background
// threads) as soon as the configuration is read, while the server's modules
// load; V8 optimises it only when PGLITE_OPTIMISE asks (docs/decisions/104),
// and with DATABASE_URL set it is not compiled. Everything else is imported
// after that, hence the dynamic imports.
const serverModule = import("./server.js");
const { loadConfig } = await import("./config.js");
try {
  const config = loadConfig();
  if (!config.databaseUrl) void pgliteWasmModule({ optimise: config.pgliteOptimise });
  await (await serverModule).startServer(config, { command: `lead-or-be-led server (port ${config.port})` });
} catch (error) {
  (await serverModule).exitOnStartupError(error);
}
