// `npm run demo`: build if needed, then start the server on an embedded
// database filled with sample content (only when it is empty).
import { spawn } from "node:child_process";

import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
const child = spawn(process.execPath, ["dist/cli/demo.js"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 1));
