import { pgliteWasmModule } from "./db/pglite-wasm.js";

// `npm start`: the production entry point of the built app.
//
// The embedded database's WebAssembly starts compiling (on V8's background
// threads) before anything else loads, optimised as a long-running server's
// should be; with DATABASE_URL set it is dropped unused. Everything else is
// imported after that, hence the dynamic imports.
void pgliteWasmModule({ optimise: true });
const [{ loadConfig }, { exitOnStartupError, startServer }] = await Promise.all([import("./config.js"), import("./server.js")]);
try {
  const config = loadConfig();
  await startServer(config, { command: `lead-or-be-led server (port ${config.port})` });
} catch (error) {
  exitOnStartupError(error);
}
