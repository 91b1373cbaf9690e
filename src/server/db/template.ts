import fs from "node:fs";

import { projectPath } from "../project-root.js";

/**
 * A migrated, empty PGlite data directory, made once by `npm run build`
 * (src/cli/make-db-template.ts). PGlite's initdb takes 5–7 s on a small
 * machine; restoring this tarball takes under 2 s, so a first start on an
 * empty DATA_DIR, and every test file, starts from it. It is tied to the
 * installed PGlite version, which is why the build makes it rather than git.
 */
export const templateFile = projectPath("dist", "pglite-template.tgz");

export function readTemplate(): Blob | undefined {
  if (!fs.existsSync(templateFile)) return undefined;
  return new Blob([fs.readFileSync(templateFile)]);
}
