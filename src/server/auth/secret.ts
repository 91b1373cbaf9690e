import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The secret that signs session cookies. Configured with AUTH_SECRET, or, for
 * the embedded default, generated once and kept in DATA_DIR (owner-only), so
 * sessions survive restarts without any setup.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}
