import { createHash, randomBytes } from "node:crypto";

// A secret carried in a URL (a preview link, a newsletter confirmation, an
// organisation's invitation or invitation link, a private feed): 256 random
// bits as base64url, and the SHA-256 the database keeps in its place, so a
// copy of the table or of the logs opens nothing.

/** 256 random bits, base64url (43 characters). */
export const newSecretToken = (): string => randomBytes(32).toString("base64url");

/** What the database keeps of a token: its SHA-256, hex. */
export const secretTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");
