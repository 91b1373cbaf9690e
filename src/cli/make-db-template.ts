import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { openDatabase } from "../server/db/client.js";
import { templateDir } from "../server/db/template.js";

// Build step: an empty, migrated PGlite data directory, closed (see template.ts).
// Made by initdb (no template given) in a temporary directory, then copied
// beside dist's and renamed over it: a build stopped half-way leaves the
// previous template or none, never half of one that a first start would copy.
const work = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-make-template-"));
const next = `${templateDir}.new`;
try {
  const database = await openDatabase({ dataDir: work, command: "make-db-template", template: path.join(work, "no-template") });
  await database.close();
  fs.rmSync(next, { recursive: true, force: true });
  fs.cpSync(path.join(work, "pgdata"), next, { recursive: true });
  fs.rmSync(templateDir, { recursive: true, force: true });
  fs.renameSync(next, templateDir);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(next, { recursive: true, force: true });
}
// The tarball earlier builds made in its place.
fs.rmSync(path.join(path.dirname(templateDir), "pglite-template.tgz"), { force: true });
console.log(`wrote ${path.relative(process.cwd(), templateDir)}`);
