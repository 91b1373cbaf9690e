import { createHmac } from "node:crypto";

// A feed URL carries a token derived from the feed row's id with the site's
// secret: HMAC-SHA256, 256 bits, base64url (43 characters). The database keeps
// only the token's SHA-256, so neither a copy of the table nor the logs give
// a working URL, and the member's URL can still be shown again at any time
// (docs/decisions/018).

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function feedToken(secret: string, feedId: string): string {
  return createHmac("sha256", secret).update(`lobl feed token\0${feedId}`).digest("base64url");
}

/** Whether a URL segment can be a token at all (anything else is a 404 without a query). */
export const looksLikeToken = (value: string) => TOKEN.test(value);

/** A client's IP or user agent as kept for sharing detection: keyed, so the table alone cannot be reversed. */
export function clientHash(secret: string, value: string): string {
  return createHmac("sha256", secret).update(`lobl feed client\0${value}`).digest("base64url").slice(0, 22);
}
