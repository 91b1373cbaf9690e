import { randomBytes } from "node:crypto";
import type { CacheProvider, Profile } from "@node-saml/node-saml";

import { SAML_CLOCK_SKEW_MS, SAML_RESPONSE_MAX_BYTES, SSO_FLOW_MINUTES, ssoApiPaths } from "../../../shared/sso.js";
import type { SsoDeps } from "./deps.js";
import { currentCertificates, parseUntrustedXml, type IdpMetadata } from "./saml-metadata.js";
import { signingKeyOf, spKeys, type SpKey, type SpKeyDeps } from "./sp-keys.js";
import { SsoError } from "./sso-error.js";

// SAML 2.0 through node-saml (passport-saml's core): the AuthnRequest
// (HTTP-Redirect binding) and the checks of the response the provider posts
// back: the assertion's signature against the metadata's certificates (from
// the signed reference itself, so a wrapped copy is never what is read), the
// response's own signature whenever it has one, InResponseTo our request,
// audience, times within SAML_CLOCK_SKEW_MS. What is ours: the issuer, the
// destination and the assertion's own bearer confirmation of our request,
// which node-saml leaves to its caller, the limits on the XML, the person's
// attributes and the failures named.

const PROTOCOL = "urn:oasis:names:tc:SAML:2.0:protocol";
/** A response with a few hundred groups has under a thousand elements; 20,000 sibling elements kept the checks busy for 6 s. */
const SAML_RESPONSE_MAX_ELEMENTS = 2_500;
const DS = "http://www.w3.org/2000/09/xmldsig#";
const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
const ASSERTION = "urn:oasis:names:tc:SAML:2.0:assertion";

/** This site as a SAML service provider: one entity for all organisations (each connection checks its own provider). */
export function serviceProviderOf(deps: Pick<SsoDeps, "origin">) {
  return { entityId: `${deps.origin}${ssoApiPaths.samlMetadata}`, acsUrl: `${deps.origin}${ssoApiPaths.samlAcs}` };
}

const KEY_USES = ["signing", "encryption"] as const;
/**
 * What we decrypt (xml-encryption through node-saml): AES-GCM only, its key by RSA-OAEP. RSA PKCS#1 v1.5 key
 * transport and 3DES are refused (docs/decisions/108), and so is AES-CBC (docs/decisions/114): unauthenticated,
 * a tampered CBC ciphertext opens to something, and whether that something reads as an assertion is an oracle on
 * the plaintext of someone else's assertion; a tampered GCM ciphertext opens to nothing.
 */
const DATA_ENCRYPTION = ["http://www.w3.org/2009/xmlenc11#aes256-gcm", "http://www.w3.org/2009/xmlenc11#aes128-gcm"];
const KEY_TRANSPORT = ["http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p", "http://www.w3.org/2009/xmlenc11#rsa-oaep"];

/**
 * This site's metadata XML, for the owner to give their provider: the entity
 * ID, the ACS (HTTP-POST), signed assertions wanted, a persistent NameID
 * asked for (the person's lasting identifier there), and each of the site's
 * keys (sp-keys.ts) for signing and encryption, the signing key first:
 * requests are signed, assertions may be encrypted (docs/decisions/108).
 */
export function serviceProviderMetadata(deps: Pick<SsoDeps, "origin">, keys: readonly Pick<SpKey, "certificate">[]): string {
  const sp = serviceProviderOf(deps);
  const descriptors = keys.flatMap((key) =>
    KEY_USES.map(
      (use) =>
        `    <md:KeyDescriptor use="${use}"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${key.certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>${
          use === "encryption" ? DATA_ENCRYPTION.map((algorithm) => `<md:EncryptionMethod Algorithm="${algorithm}"/>`).join("") : ""
        }</md:KeyDescriptor>`,
    ),
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<md:EntityDescriptor xmlns:md="${MD}" xmlns:ds="${DS}" entityID="${xmlEscape(sp.entityId)}">`,
    `  <md:SPSSODescriptor protocolSupportEnumeration="${PROTOCOL}" AuthnRequestsSigned="true" WantAssertionsSigned="true">`,
    ...descriptors,
    `    <md:NameIDFormat>urn:oasis:names:tc:SAML:2.0:nameid-format:persistent</md:NameIDFormat>`,
    `    <md:AssertionConsumerService index="1" isDefault="true" Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${xmlEscape(sp.acsUrl)}"/>`,
    `  </md:SPSSODescriptor>`,
    `</md:EntityDescriptor>`,
    "",
  ].join("\n");
}

const xmlEscape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** An AuthnRequest ID: an NCName (a letter first), unguessable. */
export const newRequestId = () => `_${randomBytes(20).toString("hex")}`;

/** The one request a flow made is the only one its response may answer (no shared cache: the flow row holds it). */
function flowCache(requestId: string, startedAt: Date): CacheProvider {
  return {
    saveAsync: async (key, value) => ({ value, createdAt: startedAt.getTime() }),
    getAsync: async (key) => (key === requestId ? startedAt.toISOString() : null),
    removeAsync: async () => null,
  };
}

/** node-saml, loaded on the first SAML sign-in: no start needs it (src/server/startup-imports.test.ts). */
const loadNodeSaml = () => import("./node-saml.js");

/**
 * node-saml for one sign-in: `key` the signing key to make its request, else
 * whether the response to check carries its own signature and the key that
 * opens its encrypted assertion (null when it has none).
 */
async function samlFor(
  deps: Pick<SsoDeps, "origin">,
  idp: IdpMetadata,
  flow: { requestId: string; startedAt: Date },
  use: { signingKey: string } | { responseSigned: boolean; decryptionKey: string | null },
) {
  const { SAML, ValidateInResponseTo } = await loadNodeSaml();
  const sp = serviceProviderOf(deps);
  const responseSigned = "signingKey" in use ? null : use.responseSigned;
  return new SAML({
    // Every request is signed (HTTP-Redirect binding, RSA-SHA256), as our metadata's AuthnRequestsSigned promises.
    ...("signingKey" in use ? { privateKey: use.signingKey, signatureAlgorithm: "sha256" as const } : {}),
    ...("decryptionKey" in use && use.decryptionKey ? { decryptionPvk: use.decryptionKey } : {}),
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    entryPoint: idp.ssoUrl,
    // Only certificates not past their end check a response (a request needs none).
    idpCert: responseSigned === null ? idp.certificates : currentCertificates(idp.certificates),
    audience: sp.entityId,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: responseSigned === true,
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: SSO_FLOW_MINUTES * 60_000,
    cacheProvider: flowCache(flow.requestId, flow.startedAt),
    generateUniqueId: () => flow.requestId,
  });
}

/** The address that sends the person to the provider with an AuthnRequest and our state as RelayState. */
export async function samlRequestUrl(deps: SpKeyDeps, idp: IdpMetadata, input: { requestId: string; relayState: string }): Promise<string> {
  const flow = { requestId: input.requestId, startedAt: new Date() };
  const saml = await samlFor(deps, idp, flow, { signingKey: signingKeyOf(await spKeys(deps)) });
  return saml.getAuthorizeUrlAsync(input.relayState, undefined, {});
}

/** What a checked response says about the person, and what its replay guard needs. */
export interface SamlAssertion {
  claims: Record<string, unknown> & { sub: string };
  assertionId: string;
  expiresAt: Date;
}

const bad = (detail: string) => new SsoError("bad_token", detail.slice(0, 300));

const RESPONSE_LIMITS = { bytes: SAML_RESPONSE_MAX_BYTES, elements: SAML_RESPONSE_MAX_ELEMENTS, depth: 32 };
const childElements = (parent: Element) => Array.from(parent.childNodes as ArrayLike<Node>).filter((node): node is Element => node.nodeType === 1) as Element[];
const undecryptable = (detail: string) => new SsoError("undecryptable", detail);

/**
 * Said of every encrypted assertion that does not reach the signature check, whatever stopped it: not opened
 * by any of our keys, opened to something that is not one assertion, or past the limits once opened. Code,
 * message and logged detail are one, so the refusals tell a sender nothing about what a ciphertext held.
 */
export const UNOPENED_ASSERTION =
  "The encrypted assertion did not open, with this site's keys, to one readable assertion within the limits (it may be encrypted for another key).";

/**
 * The first algorithm named in the encrypted assertion that is not ours to
 * use, or "none named"; undefined when all are. xml-encryption picks the
 * methods it uses by local name alone (the first EncryptionMethod under any
 * EncryptedData, under any KeyInfo's EncryptedKey), so they are judged here
 * the same way: every EncryptionMethod, in whatever namespace, a data method
 * under EncryptedData and a key transport under EncryptedKey. Judged by
 * namespace, an AES-CBC method in another namespace ahead of an xenc GCM
 * one was the one xml-encryption used.
 */
function refusedAlgorithm(encrypted: Element): string | undefined {
  const methods = Array.from(encrypted.getElementsByTagName("*") as ArrayLike<Element>).filter((element) => element.localName === "EncryptionMethod");
  if (!methods.some((method) => method.parentNode && (method.parentNode as Element).localName === "EncryptedData")) return "none named";
  for (const method of methods) {
    const algorithm = method.getAttribute("Algorithm") ?? "";
    const parent = (method.parentNode as Element | null)?.localName;
    const allowed = parent === "EncryptedData" ? DATA_ENCRYPTION : parent === "EncryptedKey" ? KEY_TRANSPORT : [...DATA_ENCRYPTION, ...KEY_TRANSPORT];
    if (!allowed.includes(algorithm)) return algorithm || "none named";
  }
  return undefined;
}

/**
 * An encrypted assertion opened with the first of our keys that opens it,
 * and read with the same limits as the envelope before anything checks its
 * signature (the ciphertext is one text node: its elements are counted only
 * now). Every failure to open or read it is the same failure, with no more
 * said (UNOPENED_ASSERTION). Only the algorithm, which the sender wrote in
 * clear and no key is used to judge, is named when refused.
 */
async function decryptedWith(encrypted: Element, keys: readonly SpKey[]): Promise<string> {
  const refused = refusedAlgorithm(encrypted);
  if (refused !== undefined)
    throw undecryptable(`The assertion is encrypted with an algorithm this site does not accept (${refused ?? "none named"}); it takes AES-GCM with RSA-OAEP.`);
  const openable = keys.flatMap((key) => (key.privateKey ? [key.privateKey] : []));
  const { decryptXml } = await loadNodeSaml();
  for (const key of openable) {
    let root: Element;
    try {
      root = parseUntrustedXml(await decryptXml(encrypted.toString(), key), RESPONSE_LIMITS, bad).documentElement;
    } catch {
      continue;
    }
    if (root.localName === "Assertion" && root.namespaceURI === ASSERTION) return key;
  }
  throw undecryptable(UNOPENED_ASSERTION);
}

/**
 * The response's envelope, read before node-saml: within limits, a Response,
 * to our ACS, signed or not, and the key that opens its encrypted assertion
 * (null when the assertion is not encrypted).
 */
async function envelopeOf(samlResponse: string, acsUrl: string, keys: () => Promise<SpKey[]>): Promise<{ signed: boolean; decryptionKey: string | null }> {
  const xml = Buffer.from(samlResponse, "base64").toString("utf8");
  const doc = parseUntrustedXml(xml, RESPONSE_LIMITS, bad);
  const root = doc.documentElement;
  if (root.localName !== "Response" || root.namespaceURI !== PROTOCOL) throw bad("The message is not a SAML Response.");
  const destination = root.getAttribute("Destination");
  if (destination && destination !== acsUrl) throw bad(`The response is addressed to ${destination}, not this site's ACS URL.`);
  const children = childElements(root);
  const signed = children.some((node) => node.localName === "Signature" && node.namespaceURI === DS);
  const encrypted = children.filter((node) => node.localName === "EncryptedAssertion" && node.namespaceURI === ASSERTION);
  if (encrypted.length > 1) throw bad("The response carries more than one encrypted assertion.");
  return { signed, decryptionKey: encrypted[0] ? await decryptedWith(encrypted[0], await keys()) : null };
}

type XmlJs = { $?: Record<string, string>; _?: string } & Record<string, unknown>;
const first = (value: unknown): XmlJs | undefined => (Array.isArray(value) ? (value[0] as XmlJs) : undefined);
const all = (value: unknown): XmlJs[] => (Array.isArray(value) ? (value as XmlJs[]) : []);
const BEARER = "urn:oasis:names:tc:SAML:2.0:cm:bearer";

/**
 * The signed assertion's own tie to this sign-in: a bearer confirmation whose
 * InResponseTo is our request and whose Recipient is our ACS. The response's
 * InResponseTo is not enough (it is outside the assertion's signature when
 * only the assertion is signed), so an assertion the provider issued on its
 * own (a portal tile) or for another request is refused, whatever envelope
 * it arrives in.
 */
function confirmationFor(assertion: XmlJs, requestId: string, acsUrl: string): XmlJs {
  const confirmations = all(first(assertion.Subject)?.SubjectConfirmation);
  const data = confirmations
    .filter((confirmation) => confirmation.$?.Method === BEARER)
    .map((confirmation) => first(confirmation.SubjectConfirmationData))
    .find((candidate) => candidate?.$?.InResponseTo === requestId && candidate.$.Recipient === acsUrl);
  if (!data) {
    const recipients = confirmations.map((confirmation) => first(confirmation.SubjectConfirmationData)?.$?.Recipient ?? "none").join(", ");
    throw bad(`The assertion has no bearer confirmation for this sign-in's request at this site's ACS URL (recipient: ${recipients || "none"}).`);
  }
  return data;
}

/**
 * Checks a response posted to the ACS for the flow that made `requestId`.
 * Any failure is an SsoError naming what failed (signature, audience,
 * issuer, recipient, time, the provider's own refusal).
 */
export async function checkSamlResponse(
  deps: SpKeyDeps,
  idp: IdpMetadata,
  flow: { requestId: string; startedAt: Date },
  samlResponse: string,
  groupsAttribute: string,
): Promise<SamlAssertion> {
  const sp = serviceProviderOf(deps);
  const { signed, decryptionKey } = await envelopeOf(samlResponse, sp.acsUrl, () => spKeys(deps));
  let profile: Profile | null;
  try {
    // A response that carries its own signature must have a valid one, besides its assertion's (decrypted, when encrypted).
    ({ profile } = await (await samlFor(deps, idp, flow, { responseSigned: signed, decryptionKey })).validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    if (error instanceof SsoError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (/SAML provider returned/i.test(message)) throw new SsoError("provider_error", message.slice(0, 300));
    throw bad(message);
  }
  if (!profile) throw bad("The response carried no assertion.");
  if (profile.issuer !== idp.entityId) throw bad(`The assertion's issuer ${String(profile.issuer)} is not the connection's entity ID.`);
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion;
  const assertionId = assertion?.$?.ID;
  if (!assertion || !assertionId) throw bad("The assertion has no ID.");
  const confirmation = confirmationFor(assertion, flow.requestId, sp.acsUrl);
  const notOnOrAfter = first(assertion.Conditions)?.$?.NotOnOrAfter ?? confirmation.$?.NotOnOrAfter;
  // Kept past its end by the clock skew node-saml allows, so it cannot be taken again within that minute either.
  const expiresAt = new Date((notOnOrAfter ? new Date(notOnOrAfter).getTime() : Date.now() + SSO_FLOW_MINUTES * 60_000) + SAML_CLOCK_SKEW_MS);
  if (!profile.nameID) throw bad("The assertion has no NameID (the person's identifier at the provider).");
  return { claims: claimsOf(profile, groupsAttribute), assertionId, expiresAt };
}

// Attribute names the common providers use (Entra ID and ADFS use claim URIs; Okta, Google and Keycloak plain names or OIDs).
const EMAIL_ATTRIBUTES = [
  "email",
  "mail",
  "emailaddress",
  "urn:oid:0.9.2342.19200300.100.1.3",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress",
];
const NAME_ATTRIBUTES = [
  "displayName",
  "displayname",
  "http://schemas.microsoft.com/identity/claims/displayname",
  "urn:oid:2.16.840.1.113730.3.1.241",
  "name",
  "cn",
];
const GIVEN_ATTRIBUTES = ["givenName", "firstName", "urn:oid:2.5.4.42", "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname"];
const SURNAME_ATTRIBUTES = ["sn", "surname", "lastName", "urn:oid:2.5.4.4", "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname"];
const EMAIL_NAME_ID = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";

const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string" && v.trim() !== "").map((v) => v.trim());

function attribute(attributes: Record<string, unknown>, names: readonly string[]): string | null {
  for (const name of names) {
    const [value] = strings(attributes[name]);
    if (value) return value;
  }
  return null;
}

/** The person as the OpenID side names them (sub, email, name, the groups claim), so both protocols provision alike. */
function claimsOf(profile: Profile, groupsAttribute: string): SamlAssertion["claims"] {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const email = attribute(attributes, EMAIL_ATTRIBUTES) ?? (profile.nameIDFormat === EMAIL_NAME_ID ? profile.nameID : null);
  const given = attribute(attributes, GIVEN_ATTRIBUTES);
  const surname = attribute(attributes, SURNAME_ATTRIBUTES);
  const name = attribute(attributes, NAME_ATTRIBUTES) ?? ([given, surname].filter(Boolean).join(" ") || null);
  return { [groupsAttribute]: strings(attributes[groupsAttribute]), sub: profile.nameID, email, name };
}
