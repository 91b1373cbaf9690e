import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { openDatabase } from "../server/db/client.js";
import { templateDir } from "../server/db/template.js";

// Build step: an empty, migrated PGlite data directory, closed (see template.ts).
// Made afresh: opening an empty DATA_DIR would otherwise copy the previous template.
fs.rmSync(templateDir, { recursive: true, force: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-template-"));
try {
  const database = await openDatabase({ dataDir: work, command: "make-db-template" });
  await database.close();
  fs.cpSync(path.join(work, "pgdata"), templateDir, { recursive: true });
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
// The tarball earlier builds made in its place.
fs.rmSync(path.join(path.dirname(templateDir), "pglite-template.tgz"), { force: true });
console.log(`wrote ${path.relative(process.cwd(), templateDir)}`);
