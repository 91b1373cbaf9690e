import fs from "node:fs";
import path from "node:path";

import { projectPath } from "../project-root.js";

/**
 * A migrated, empty PGlite data directory, made once by `npm run build`
 * (src/cli/make-db-template.ts) and closed. PGlite's initdb takes 5–7 s on
 * a small machine, so a first start on an empty DATA_DIR copies this
 * instead. It is tied to the installed PGlite version, which is why the
 * build makes it rather than git.
 *
 * A directory, not a tarball handed to PGlite (`loadDataDir`): PGlite
 * unpacks a tarball in memory, all 42 MB of it at once, and the demo's
 * first start idled about 40 MB larger for it; a copy moves the files in
 * the kernel (docs/decisions/126).
 */
export const templateDir = projectPath("dist", "pglite-template");

const VERSION_FILE = "PG_VERSION";

/**
 * Copies the template (the build's; tests give their own) to `dir`, which
 * must be missing or empty, and says whether it did (false: there is no
 * template). A missing `dir` is made beside it and renamed into place once
 * complete, so a start that dies half-way leaves nothing that looks like a
 * database. An empty one (it may be a mount point, which no rename can
 * replace) is filled in place, its PG_VERSION last: a start that dies
 * half-way leaves files without it, which the next start refuses to open.
 */
export function copyTemplate(dir: string, template = templateDir): boolean {
  const exists = fs.existsSync(dir);
  if (exists && fs.readdirSync(dir).length > 0) {
    throw new Error(`${dir} holds files but no database (it has no ${VERSION_FILE}): move it away, or point DATA_DIR somewhere else.`);
  }
  if (!fs.existsSync(path.join(template, VERSION_FILE))) return false;
  if (exists) {
    fs.cpSync(template, dir, { recursive: true, filter: (source) => source !== path.join(template, VERSION_FILE) });
    fs.copyFileSync(path.join(template, VERSION_FILE), path.join(dir, VERSION_FILE));
    return true;
  }
  const partial = `${dir}.copying`;
  fs.rmSync(partial, { recursive: true, force: true });
  try {
    fs.cpSync(template, partial, { recursive: true });
    fs.renameSync(partial, dir);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  return true;
}
