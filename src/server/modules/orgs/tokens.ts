import { createHash, randomBytes } from "node:crypto";

// An invitation's or invitation link's secret: 256 random bits in the URL,
// kept in the database only as its SHA-256, so a leaked table opens nothing.

export const newToken = () => randomBytes(32).toString("base64url");

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export const DAY_MS = 24 * 60 * 60 * 1000;
