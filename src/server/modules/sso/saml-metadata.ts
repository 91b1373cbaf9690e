import { X509Certificate } from "node:crypto";
import { DOMParser } from "@xmldom/xmldom";

import { SAML_METADATA_MAX_BYTES } from "../../../shared/sso.js";
import { allowsHttp, guardedFetch, type ProviderReach } from "./provider-reach.js";
import { SsoError } from "./sso-error.js";

// A SAML identity provider as its metadata describes it (issue 34): its
// entity ID (the issuer its assertions must name), where people are sent to
// sign in (HTTP-Redirect binding) and the certificates its signatures are
// checked against. The XML comes from the owner (an upload) or from an
// address they name, so it is read with limits: a size cap, and no DOCTYPE
// at all (entity expansion, the "billion laughs", needs one).

const MD = "urn:oasis:names:tc:SAML:2.0:metadata";
const DS = "http://www.w3.org/2000/09/xmldsig#";
const REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";

export interface IdpMetadata {
  entityId: string;
  /** Where the AuthnRequest goes (HTTP-Redirect binding). */
  ssoUrl: string;
  /** The signing certificates, base64 DER as the metadata carries them. */
  certificates: string[];
}

export interface CertificateSummary {
  fingerprint: string;
  notAfter: string;
}

const invalid = (detail: string) => new SsoError("not_a_provider", detail);

/** How much XML is read: bytes, elements and nesting (the signature checks' XPath grows with the square of sibling elements). */
export interface XmlLimits {
  bytes: number;
  elements: number;
  depth: number;
}

/**
 * Parses untrusted XML into a DOM, refusing what a SAML message or metadata
 * never needs: a DOCTYPE (and with it every entity), and more bytes,
 * elements or nesting than `limits`, before anything costlier reads it. Any
 * parse error is a refusal, not a best effort.
 */
export function parseUntrustedXml(xml: string, limits: XmlLimits, refuse: (detail: string) => Error): Document {
  if (Buffer.byteLength(xml, "utf8") > limits.bytes) throw refuse(`The XML is larger than ${Math.round(limits.bytes / 1024)} KB.`);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw refuse("The XML has a DOCTYPE or entity declarations, which are not accepted.");
  let failure: string | null = null;
  const note = (message: string) => (failure ??= message.split("\n")[0]!.slice(0, 200));
  const doc = new DOMParser({ errorHandler: { error: note, fatalError: note, warning: () => undefined } }).parseFromString(xml, "text/xml");
  if (failure || !doc.documentElement) throw refuse(`The XML could not be read${failure ? `: ${failure}` : "."}`);
  checkShape(doc.documentElement as unknown as Element, limits, refuse);
  return doc as unknown as Document;
}

/** Counts elements and their depth without recursion, stopping at the first limit passed. */
function checkShape(root: Element, limits: XmlLimits, refuse: (detail: string) => Error): void {
  let elements = 0;
  const stack: [Element, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [element, depth] = stack.pop()!;
    if (++elements > limits.elements) throw refuse(`The XML has more than ${limits.elements} elements.`);
    if (depth > limits.depth) throw refuse(`The XML is nested more than ${limits.depth} deep.`);
    for (let child = element.firstChild; child; child = child.nextSibling) if (child.nodeType === 1) stack.push([child as Element, depth + 1]);
  }
}

/** Direct children only: an element of the same name nested deeper (in Extensions, another entity) is not this one's. */
function childrenOf(parent: Element, ns: string, name: string): Element[] {
  const found: Element[] = [];
  for (let child = parent.firstChild; child; child = child.nextSibling)
    if (child.nodeType === 1 && (child as Element).localName === name && (child as Element).namespaceURI === ns) found.push(child as Element);
  return found;
}

/** The base64 of a certificate, whitespace removed; checked to be one. */
function certificateOf(text: string): string {
  const base64 = text.replace(/\s+/g, "");
  try {
    new X509Certificate(Buffer.from(base64, "base64"));
  } catch {
    throw invalid("A signing certificate in the metadata is not a valid X.509 certificate.");
  }
  return base64;
}

const notAfterOf = (base64: string) => new Date(new X509Certificate(Buffer.from(base64, "base64")).validTo);

/**
 * The certificates still valid now. A provider's signature by a certificate
 * past its end is refused (the provider should have rolled it over): with
 * none left, the failure says so, for the owner to load new metadata.
 */
export function currentCertificates(certificates: readonly string[], now = new Date()): string[] {
  const current = certificates.filter((base64) => notAfterOf(base64) > now);
  if (current.length === 0) {
    const last = new Date(Math.max(...certificates.map((base64) => notAfterOf(base64).getTime())));
    throw new SsoError("expired_certificate", `Every signing certificate of the provider has expired (the last on ${last.toISOString().slice(0, 10)}).`);
  }
  return current;
}

export function summarise(certificates: readonly string[]): CertificateSummary[] {
  return certificates.map((base64) => {
    const cert = new X509Certificate(Buffer.from(base64, "base64"));
    return { fingerprint: cert.fingerprint256, notAfter: new Date(cert.validTo).toISOString() };
  });
}

/**
 * The identity provider the metadata describes: an EntityDescriptor at its
 * root with an IDPSSODescriptor. A federation's aggregate of many entities is
 * refused (which one was meant is the owner's to say, by its own metadata).
 */
export function parseIdpMetadata(xml: string, reach: ProviderReach): IdpMetadata {
  const doc = parseUntrustedXml(xml, { bytes: SAML_METADATA_MAX_BYTES, elements: 20_000, depth: 32 }, invalid);
  const entity = doc.documentElement as unknown as Element;
  if (entity.localName === "EntitiesDescriptor" && entity.namespaceURI === MD)
    throw invalid("The metadata lists several entities (a federation aggregate): use the metadata of your own identity provider alone.");
  const idp = entity.localName === "EntityDescriptor" && entity.namespaceURI === MD ? childrenOf(entity, MD, "IDPSSODescriptor")[0] : undefined;
  if (!idp) throw invalid("The XML is not SAML 2.0 metadata of an identity provider (no IDPSSODescriptor).");
  const entityId = entity.getAttribute("entityID")?.trim();
  if (!entityId) throw invalid("The metadata names no entityID.");

  const redirect = childrenOf(idp, MD, "SingleSignOnService").find((service) => service.getAttribute("Binding") === REDIRECT_BINDING);
  const location = redirect?.getAttribute("Location")?.trim();
  if (!location) throw invalid("The metadata has no SingleSignOnService with the HTTP-Redirect binding.");
  let ssoUrl: URL;
  try {
    ssoUrl = new URL(location);
  } catch {
    throw invalid("The SingleSignOnService location is not a web address.");
  }
  if (ssoUrl.protocol !== "https:" && !allowsHttp(reach, ssoUrl)) throw invalid("The SingleSignOnService location must be an https address.");

  const certificates = childrenOf(idp, MD, "KeyDescriptor")
    // No "use" means both signing and encryption (xmldom answers "" for a missing attribute).
    .filter((key) => (key.getAttribute("use") || "signing") === "signing")
    .flatMap((key) => childrenOf(key, DS, "KeyInfo"))
    .flatMap((info) => childrenOf(info, DS, "X509Data"))
    .flatMap((data) => childrenOf(data, DS, "X509Certificate").map((cert) => certificateOf(cert.textContent ?? "")));
  if (certificates.length === 0) throw invalid("The metadata has no signing certificate (KeyDescriptor with an X509Certificate).");
  const unique = [...new Set(certificates)];
  try {
    currentCertificates(unique);
  } catch (error) {
    throw invalid((error as SsoError).detail);
  }
  return { entityId, ssoUrl: ssoUrl.href, certificates: unique };
}

/** Fetches metadata from the address an owner named: the same reach rules as OpenID discovery, and the same size cap as an upload. */
export async function fetchIdpMetadata(url: string, reach: ProviderReach): Promise<IdpMetadata> {
  const address = new URL(url);
  const response = await guardedFetch(reach)(address.href, { method: "GET", headers: { accept: "application/samlmetadata+xml, application/xml, text/xml" } });
  if (!response.ok) throw new SsoError("unreachable", `${address.origin} answered ${response.status} for the metadata.`);
  // guardedFetch cuts the body off past its cap (the same as an upload's), with that error.
  return parseIdpMetadata(await response.text(), reach);
}
