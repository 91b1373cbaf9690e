import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Client secrets (and, for SAML, private keys) are stored only sealed:
// AES-256-GCM under a key derived from the site's secret with HKDF, so a copy
// of the database or a backup opens nothing without AUTH_SECRET. The
// connection's id is bound in as associated data: a sealed value copied onto
// another connection does not open. Format: "v1.<iv>.<tag>.<ciphertext>",
// base64url parts.

const VERSION = "v1";

export interface SecretBox {
  seal(plain: string, boundTo: string): string;
  /** The plain text, or null when it cannot be opened (another site secret, a damaged or moved value). */
  open(sealed: string, boundTo: string): string | null;
}

export function secretBox(siteSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", siteSecret, "lobl sso", "lobl sso secret box v1", 32));
  return {
    seal(plain, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
    },
    open(sealed, boundTo) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"), { authTagLength: 16 });
        decipher.setAAD(Buffer.from(boundTo));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        return null;
      }
    },
  };
}
