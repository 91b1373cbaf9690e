import { randomUUID, webcrypto, X509Certificate } from "node:crypto";
import { asc, eq } from "drizzle-orm";

import type { Db } from "../../db/client.js";
import { ssoSpKeys } from "../../db/schema.js";
import { badRequest, notFound } from "../../errors.js";
import type { SsoDeps } from "./deps.js";
import { SsoError } from "./sso-error.js";

// This site's own key pairs as a SAML service provider (issue 34,
// docs/decisions/108): the certificate is published in our metadata for
// signing (our AuthnRequests) and encryption (assertions sent to us); the
// private key is stored only sealed by the secret box (AUTH_SECRET), bound
// to its row, and never logged or returned. The first key is made on first
// use; two instances making it at once keep one (a unique index on the
// signing key). Rollover: a new key is added beside the old (published,
// decrypts, does not sign), made the signing key once providers have our
// new metadata, and the old one removed after.

const RSA = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256", publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 3072 } as const;
/** Providers do not ask a service provider's self-signed certificate to be current, but some show its end: far off, replaced by rollover. */
const VALID_YEARS = 10;

/** What the keys need: the database, the secret box that seals them, the origin their certificate is named for. */
export type SpKeyDeps = Pick<SsoDeps, "db" | "box" | "origin">;

export interface SpKey {
  id: string;
  /** Base64 DER, as metadata carries it. */
  certificate: string;
  signing: boolean;
  /** The PEM private key, or null when it does not open with this site's secret. */
  privateKey: string | null;
}

export interface SpKeySummary {
  id: string;
  fingerprint: string;
  notAfter: string;
  signing: boolean;
  createdAt: string;
}

const boundTo = (id: string) => `sp-key:${id}`;
const pem = (label: string, base64: string) => `-----BEGIN ${label}-----\n${base64.match(/.{1,64}/g)!.join("\n")}\n-----END ${label}-----\n`;
export const certificatePem = (base64: string) => pem("CERTIFICATE", base64);

async function newKeyPair(origin: string): Promise<{ certificate: string; privateKey: string }> {
  const crypto = webcrypto as unknown as Crypto;
  const keys = await crypto.subtle.generateKey(RSA, true, ["sign", "verify"]);
  const now = Date.now();
  // Loaded when a key is made (the first SAML connection, an admin's new key): no start needs it.
  const { X509CertificateGenerator } = await import("./x509.js");
  const cert = await X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: randomUUID().replace(/-/g, ""),
      name: `CN=${new URL(origin).hostname} SAML service provider`,
      notBefore: new Date(now - 86_400_000),
      notAfter: new Date(now + VALID_YEARS * 365 * 86_400_000),
      signingAlgorithm: RSA,
      keys,
    },
    crypto,
  );
  const pkcs8 = Buffer.from(await crypto.subtle.exportKey("pkcs8", keys.privateKey)).toString("base64");
  return { certificate: cert.toString("base64"), privateKey: pem("PRIVATE KEY", pkcs8) };
}

async function insertKey(deps: SpKeyDeps, signing: boolean): Promise<string | null> {
  const id = randomUUID();
  const { certificate, privateKey } = await newKeyPair(deps.origin);
  const [row] = await deps.db
    .insert(ssoSpKeys)
    .values({ id, certificate, privateKeySealed: deps.box.seal(privateKey, boundTo(id)), signing })
    .onConflictDoNothing()
    .returning({ id: ssoSpKeys.id });
  return row?.id ?? null;
}

/**
 * The site's keys, the signing one first, then the newest: made on first
 * use. Another instance making the first key at the same moment wins or
 * loses the unique index; either way both read the one kept.
 */
export async function spKeys(deps: SpKeyDeps): Promise<SpKey[]> {
  const read = () => deps.db.select().from(ssoSpKeys).orderBy(asc(ssoSpKeys.createdAt), asc(ssoSpKeys.id));
  let rows = await read();
  if (rows.length === 0) {
    await insertKey(deps, true);
    rows = await read();
  }
  return [...rows]
    .sort((a, b) => Number(b.signing) - Number(a.signing) || b.createdAt.getTime() - a.createdAt.getTime())
    .map((row) => ({ id: row.id, certificate: row.certificate, signing: row.signing, privateKey: deps.box.open(row.privateKeySealed, boundTo(row.id)) }));
}

/** The private key that signs our requests; a failure the person is shown when it cannot be read. */
export function signingKeyOf(keys: readonly SpKey[]): string {
  const key = keys.find((candidate) => candidate.signing);
  if (!key?.privateKey)
    throw new SsoError(
      "sp_key_unreadable",
      "This site's SAML signing key does not open with the site's secret (AUTH_SECRET changed): a site admin adds a new one.",
    );
  return key.privateKey;
}

const summaryOf = (row: { id: string; certificate: string; signing: boolean; createdAt: Date }): SpKeySummary => {
  const cert = new X509Certificate(Buffer.from(row.certificate, "base64"));
  return {
    id: row.id,
    fingerprint: cert.fingerprint256,
    notAfter: new Date(cert.validTo).toISOString(),
    signing: row.signing,
    createdAt: row.createdAt.toISOString(),
  };
};

/** What the site admin sees of the keys: never a private key. */
export async function listSpKeys(deps: SpKeyDeps): Promise<SpKeySummary[]> {
  await spKeys(deps);
  const rows = await deps.db
    .select({ id: ssoSpKeys.id, certificate: ssoSpKeys.certificate, signing: ssoSpKeys.signing, createdAt: ssoSpKeys.createdAt })
    .from(ssoSpKeys)
    .orderBy(asc(ssoSpKeys.createdAt), asc(ssoSpKeys.id));
  return rows.map(summaryOf);
}

/** Rollover, first step: a new key, published and decrypting at once, signing only once made so (useSpKey). */
export async function addSpKey(deps: SpKeyDeps): Promise<SpKeySummary> {
  await spKeys(deps);
  const id = await insertKey(deps, false);
  const [row] = await deps.db.select().from(ssoSpKeys).where(eq(ssoSpKeys.id, id!));
  return summaryOf(row!);
}

/** A key by its id or the start of its SHA-256 fingerprint (as listed), refused when it names none or several. */
async function keyNamed(db: Db, name: string) {
  const rows = await db.select().from(ssoSpKeys);
  const wanted = name.toUpperCase().replace(/[^0-9A-F]/g, "");
  const matches = rows.filter((row) => row.id === name || (wanted.length >= 8 && summaryOf(row).fingerprint.replace(/:/g, "").startsWith(wanted)));
  if (matches.length === 0) throw notFound(`No SAML key of this site is named ${name}.`);
  if (matches.length > 1) throw badRequest(`${name} names more than one key: give more of its fingerprint.`);
  return matches[0]!;
}

/** Rollover, second step: this key signs our requests from now on (the other stays published until removed). */
export async function useSpKey(deps: Pick<SsoDeps, "db" | "box">, name: string): Promise<SpKeySummary> {
  const key = await keyNamed(deps.db, name);
  if (!deps.box.open(key.privateKeySealed, boundTo(key.id))) throw badRequest("That key does not open with this site's secret: it cannot sign.");
  await deps.db.transaction(async (tx) => {
    await tx.update(ssoSpKeys).set({ signing: false }).where(eq(ssoSpKeys.signing, true));
    await tx.update(ssoSpKeys).set({ signing: true }).where(eq(ssoSpKeys.id, key.id));
  });
  return summaryOf({ ...key, signing: true });
}

/** Rollover, last step: an old key leaves the metadata and decrypts nothing more. The signing key cannot be removed. */
export async function removeSpKey(deps: Pick<SsoDeps, "db">, name: string): Promise<SpKeySummary> {
  const key = await keyNamed(deps.db, name);
  if (key.signing) throw badRequest("That key signs this site's requests: make another key the signing one first.");
  await deps.db.delete(ssoSpKeys).where(eq(ssoSpKeys.id, key.id));
  return summaryOf(key);
}
