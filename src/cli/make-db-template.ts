import fs from "node:fs";
import path from "node:path";

import { openDatabase } from "../server/db/client.js";
import { templateFile } from "../server/db/template.js";

// Build step: an empty, migrated PGlite data directory as a tarball (see template.ts).
const database = await openDatabase({ dataDir: "", memory: {} });
const dump = await database.dumpDataDir!();
await database.close();
fs.mkdirSync(path.dirname(templateFile), { recursive: true });
fs.writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
console.log(`wrote ${path.relative(process.cwd(), templateFile)} (${Math.round(dump.size / 1024)} KB)`);
