import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";

import type { Db } from "../db/client.js";
import { twoFactors } from "../db/schema.js";

// Backup codes (issue 32): written down on paper and typed in under stress,
// so they are in capitals from an alphabet with no look-alikes (no 0 or O,
// no 1, I or L), and a code is accepted whatever its case, spaces or dash.
// Better Auth's plugin compares the typed code with the stored ones exactly;
// before it checks, the typed code is replaced by the stored code it stands
// for. Codes made before this change (mixed case) match the same way.

export const BACKUP_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const HALF = 5;

/** Ten new codes, `XXXXX-XXXXX` (about 49 bits each). Better Auth's `customBackupCodesGenerate`. */
export function generateBackupCodes(amount = 10): string[] {
  const part = () => Array.from({ length: HALF }, () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)]).join("");
  return Array.from({ length: amount }, () => `${part()}-${part()}`);
}

/** A code as compared: capitals, without spaces or dashes. */
const canonical = (code: string) => code.replace(/[\s-]+/g, "").toUpperCase();

/** The stored code that `typed` stands for, or null. */
export function matchBackupCode(typed: string, stored: readonly string[]): string | null {
  const wanted = canonical(typed);
  if (!wanted) return null;
  return stored.find((code) => canonical(code) === wanted) ?? null;
}

/**
 * The account's stored code that `typed` stands for (to send to Better
 * Auth in its place), or `typed` itself when none does: then Better Auth
 * refuses it as it would have.
 */
export async function storedBackupCode(
  db: Db,
  { userId, typed, decrypt }: { userId: string; typed: string; decrypt: (data: string) => Promise<string> },
): Promise<string> {
  const [row] = await db.select({ codes: twoFactors.backupCodes }).from(twoFactors).where(eq(twoFactors.userId, userId));
  if (!row) return typed;
  let stored: unknown;
  try {
    stored = JSON.parse(await decrypt(row.codes));
  } catch {
    return typed;
  }
  return Array.isArray(stored)
    ? (matchBackupCode(
        typed,
        stored.filter((c): c is string => typeof c === "string"),
      ) ?? typed)
    : typed;
}
