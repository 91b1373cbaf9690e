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
 * unpacks a tarball in memory, all 42 MB of it at once, and the process
 * kept about 60 MB more resident for the rest of its life; a copy moves the
 * files in the kernel (docs/decisions/126).
 */
export const templateDir = projectPath("dist", "pglite-template");

/**
 * Copies the template (the build's; tests give their own) to `dir`, which must be missing or empty, and says
 * whether it did (false: the build made no template). The copy is made
 * beside `dir` and renamed into place once complete, so a start that dies
 * half-way leaves nothing that looks like a database.
 */
export function copyTemplate(dir: string, template = templateDir): boolean {
  if (!fs.existsSync(path.join(template, "PG_VERSION"))) return false;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new Error(`${dir} holds files but no database (it has no PG_VERSION): move it away, or point DATA_DIR somewhere else.`);
  }
  const partial = `${dir}.copying`;
  fs.rmSync(partial, { recursive: true, force: true });
  try {
    fs.cpSync(template, partial, { recursive: true });
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(partial, dir);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  return true;
}
