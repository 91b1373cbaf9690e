import { createHmac, timingSafeEqual } from "node:crypto";

import { paths } from "../../../shared/paths.js";
import { newSecretToken, secretTokenHash } from "../../secret-tokens.js";

// The links in newsletter e-mails. Preferences and unsubscribe links carry
// the subscriber's id and an HMAC of it under the site's secret (`s`, `t`):
// they work without signing in, for years (an old e-mail's unsubscribe link
// must still work), and only for the subscriber they were made for; an
// altered link fails the check. The confirmation link carries a random
// token kept only as its SHA-256, used once, for 7 days.

export interface SignedLink {
  s: string;
  t: string;
}

const signature = (secret: string, subscriberId: string) => createHmac("sha256", secret).update(`lobl newsletter\0${subscriberId}`).digest("base64url");

export const signLink = (secret: string, subscriberId: string): SignedLink => ({ s: subscriberId, t: signature(secret, subscriberId) });

/** The subscriber id a signed link names, or null when it was altered. */
export function verifiedSubscriberId(secret: string, link: SignedLink): string | null {
  const expected = Buffer.from(signature(secret, link.s));
  const given = Buffer.from(link.t);
  return given.length === expected.length && timingSafeEqual(given, expected) ? link.s : null;
}

export function newConfirmToken(): { token: string; hash: string } {
  const token = newSecretToken();
  return { token, hash: secretTokenHash(token) };
}

/** The paths of one subscriber's own pages (with `origin`: the absolute links their e-mails carry). */
export function subscriberLinks(origin: string, secret: string, subscriberId: string) {
  const query = new URLSearchParams({ ...signLink(secret, subscriberId) }).toString();
  return {
    preferences: `${origin}${paths.newsletterPreferences}?${query}`,
    unsubscribe: `${origin}${paths.newsletterUnsubscribe}?${query}`,
  };
}

export const confirmLink = (origin: string, token: string) => `${origin}${paths.newsletterConfirm}?${new URLSearchParams({ token }).toString()}`;
