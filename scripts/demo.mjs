// `npm run demo`: build if needed, then start the server on an embedded
// database filled with sample content (only when it is empty).
import { spawn } from "node:child_process";

import { buildIfNeeded } from "./build-if-needed.mjs";
import { DEMO_ENTRY, DEMO_NODE_FLAGS } from "./demo-node-flags.mjs";

buildIfNeeded();
// Two malloc arenas, as `npm start` runs the server (docs/decisions/085): image encoding's threads otherwise each keep their own.
const child = spawn(process.execPath, [...DEMO_NODE_FLAGS, DEMO_ENTRY], { stdio: "inherit", env: { MALLOC_ARENA_MAX: "2", ...process.env } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 1));
