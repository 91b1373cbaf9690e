// `npm run demo`: build if needed, then start the server on an embedded
// database filled with sample content (only when it is empty).
import { spawn } from "node:child_process";

import { buildIfNeeded } from "./build-if-needed.mjs";
import { DEMO_ENTRY, DEMO_NODE_FLAGS } from "./demo-node-flags.mjs";
import { mallocSettings } from "./malloc-env.mjs";

buildIfNeeded();
// glibc's allocator as `npm start` runs the server (scripts/malloc-env.mjs).
const child = spawn(process.execPath, [...DEMO_NODE_FLAGS, DEMO_ENTRY], { stdio: "inherit", env: { ...process.env, ...mallocSettings(process.env) } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 1));
