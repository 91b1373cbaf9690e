// `npm run cli -- <command>`: the admin command line (see src/cli/main.ts).
import { spawnSync } from "node:child_process";

import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
const result = spawnSync(process.execPath, ["dist/cli/main.js", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
