import fs from "node:fs";
import path from "node:path";

/** Every stored file of a test app's local storage, as storage keys (unfinished uploads left out). */
export function storedKeys(dataDir: string): string[] {
  const root = path.join(dataDir, "files");
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((p) => !p.startsWith(".tmp") && fs.statSync(path.join(root, p)).isFile())
    .map((p) => p.split(path.sep).join("/"))
    .sort();
}

/** The uploads local storage is still writing (its temporary files). */
export function unfinishedUploads(dataDir: string): string[] {
  const tmp = path.join(dataDir, "files", ".tmp");
  return fs.existsSync(tmp) ? fs.readdirSync(tmp) : [];
}
