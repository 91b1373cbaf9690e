import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Code runs from src/ (tsx, tests) and from dist/ (production); files that
// ship beside the code (migrations, committed media) are found from the
// package root in both cases.
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found above " + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

const projectRoot = findRoot();
export const projectPath = (...parts: string[]) => path.join(projectRoot, ...parts);
