import { constants, createCipheriv, publicEncrypt, randomBytes, randomUUID, webcrypto, X509Certificate } from "node:crypto";
import { inflateRawSync } from "node:zlib";
import * as x509 from "@peculiar/x509";
import { SignedXml } from "xml-crypto";

// A SAML 2.0 identity provider for tests: a real key and self-signed
// certificate, its metadata, and responses signed with xml-crypto (the
// library SAML providers and node-saml both build on) exactly as a provider
// sends them; each part can be made wrong on purpose (another key, another
// audience, expired, unsigned, wrapped) to show the site refuses it.

x509.cryptoProvider.set(webcrypto as unknown as Crypto);

const RSA = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256", publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 } as const;
const EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";

export interface SigningKey {
  certPem: string;
  certBase64: string;
  keyPem: string;
}

/** A key and its self-signed certificate, valid from yesterday for a year (or until `notAfter`). */
export async function newSigningKey(name = "CN=Test SAML IdP", notAfter = new Date(Date.now() + 365 * 86_400_000)): Promise<SigningKey> {
  const keys = await webcrypto.subtle.generateKey(RSA, true, ["sign", "verify"]);
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomUUID().replace(/-/g, "").slice(0, 16),
    name,
    notBefore: new Date(notAfter.getTime() - 366 * 86_400_000),
    notAfter,
    signingAlgorithm: RSA,
    keys,
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey("pkcs8", keys.privateKey)).toString("base64");
  const keyPem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)!.join("\n")}\n-----END PRIVATE KEY-----\n`;
  return { certPem: cert.toString("pem"), certBase64: cert.toString("base64"), keyPem };
}

const escape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The AuthnRequest a sign-in sent the browser to the provider with. */
export function readAuthnRequest(url: string): { id: string; acsUrl: string; issuer: string; relayState: string; destination: string } {
  const parsed = new URL(url);
  const xml = inflateRawSync(Buffer.from(parsed.searchParams.get("SAMLRequest")!, "base64")).toString("utf8");
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? "";
  return {
    id: attr("ID"),
    acsUrl: attr("AssertionConsumerServiceURL"),
    destination: attr("Destination"),
    issuer: /<saml:Issuer[^>]*>([^<]*)</.exec(xml)?.[1] ?? "",
    relayState: parsed.searchParams.get("RelayState") ?? "",
  };
}

export interface Person {
  nameId: string;
  attributes: Record<string, string | string[]>;
}

/** What a response says; every field can be set wrong on purpose. */
export interface ResponseOptions {
  inResponseTo: string;
  acsUrl: string;
  audience: string;
  person: Person;
  issuer?: string;
  /** Minutes from now the assertion stops being valid (negative: expired). */
  validForMinutes?: number;
  signAssertion?: boolean;
  signResponse?: boolean;
  /** Sign with this key instead of the provider's own. */
  key?: SigningKey;
  /** Sign the response (not the assertion) with this key. */
  responseKey?: SigningKey;
  assertionId?: string;
  status?: string;
  /** The bearer confirmation's InResponseTo: the request's by default; null leaves it out (an assertion the provider sent unasked). */
  confirmationInResponseTo?: string | null;
  /** Extra XML put in the response before the assertion (to make it large). */
  padding?: string;
  /** The assertion as sent, once signed (to forge it): before it is encrypted, when it is. */
  alterAssertion?: (signedAssertion: string) => string;
  /** Encrypt the assertion for this certificate (PEM): AES-256-GCM, its key by RSA-OAEP, as providers do for a service provider's encryption key. */
  encryptFor?: string;
}

const XENC = "http://www.w3.org/2001/04/xmlenc#";

/** An EncryptedAssertion (XML Encryption 1.1) holding `assertion`, opened only by the private key of `certPem`. */
export function encryptAssertion(assertion: string, certPem: string): string {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([iv, cipher.update(assertion, "utf8"), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt({ key: new X509Certificate(certPem).publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha1" }, key);
  return `<saml:EncryptedAssertion><xenc:EncryptedData xmlns:xenc="${XENC}" Type="${XENC}Element"><xenc:EncryptionMethod Algorithm="http://www.w3.org/2009/xmlenc11#aes256-gcm"/><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><xenc:EncryptedKey><xenc:EncryptionMethod Algorithm="${XENC}rsa-oaep-mgf1p"><ds:DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/></xenc:EncryptionMethod><xenc:CipherData><xenc:CipherValue>${wrapped.toString("base64")}</xenc:CipherValue></xenc:CipherData></xenc:EncryptedKey></ds:KeyInfo><xenc:CipherData><xenc:CipherValue>${body.toString("base64")}</xenc:CipherValue></xenc:CipherData></xenc:EncryptedData></saml:EncryptedAssertion>`;
}

function sign(xml: string, id: string, key: SigningKey): string {
  const sig = new SignedXml({
    privateKey: key.keyPem,
    publicCert: key.certPem,
    signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    canonicalizationAlgorithm: EXC_C14N,
  });
  sig.addReference({
    xpath: `//*[@ID='${id}']`,
    digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
    transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", EXC_C14N],
  });
  sig.computeSignature(xml, { location: { reference: `//*[@ID='${id}']/*[local-name(.)='Issuer']`, action: "after" } });
  return sig.getSignedXml();
}

export interface TestSamlIdp {
  entityId: string;
  ssoUrl: string;
  key: SigningKey;
  metadataXml: string;
  /** A response as the provider's page posts it (base64), for the request `options.inResponseTo`. */
  respond(options: ResponseOptions): string;
  /** The same, as XML (for tests that take it apart). */
  responseXml(options: ResponseOptions): string;
}

export async function createSamlIdp(
  entityId = "https://idp.cityofx.gov/saml",
  ssoUrl = "https://idp.cityofx.gov/saml/sso",
  given?: SigningKey,
): Promise<TestSamlIdp> {
  const key = given ?? (await newSigningKey());
  const metadataXml = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${escape(entityId)}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${key.certBase64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:2.0:nameid-format:persistent</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escape(ssoUrl)}/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escape(ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

  function responseXml(options: ResponseOptions): string {
    const now = new Date();
    const until = new Date(now.getTime() + (options.validForMinutes ?? 5) * 60_000).toISOString();
    const from = new Date(Math.min(now.getTime(), new Date(until).getTime()) - 60_000).toISOString();
    const issuer = escape(options.issuer ?? entityId);
    const confirmedFor = options.confirmationInResponseTo === undefined ? options.inResponseTo : options.confirmationInResponseTo;
    const responseId = `_r${randomUUID().replace(/-/g, "")}`;
    const assertionId = options.assertionId ?? `_a${randomUUID().replace(/-/g, "")}`;
    const attributes = Object.entries(options.person.attributes)
      .map(
        ([name, values]) =>
          `<saml:Attribute Name="${escape(name)}">${([] as string[])
            .concat(values)
            .map((v) => `<saml:AttributeValue>${escape(v)}</saml:AttributeValue>`)
            .join("")}</saml:Attribute>`,
      )
      .join("");
    let assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${now.toISOString()}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${escape(options.person.nameId)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${confirmedFor === null ? "" : ` InResponseTo="${confirmedFor}"`} NotOnOrAfter="${until}" Recipient="${escape(options.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${from}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${escape(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_s${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attributes}</saml:AttributeStatement></saml:Assertion>`;
    const signer = options.key ?? key;
    if (options.signAssertion !== false) assertion = sign(assertion, assertionId, signer).replace(/^<\?xml[^>]*>/, "");
    if (options.alterAssertion) assertion = options.alterAssertion(assertion);
    if (options.encryptFor) assertion = encryptAssertion(assertion, options.encryptFor);
    const status = options.status ?? "urn:oasis:names:tc:SAML:2.0:status:Success";
    let response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${responseId}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escape(options.acsUrl)}" InResponseTo="${options.inResponseTo}"><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="${status}"/></samlp:Status>${options.padding ?? ""}${status.endsWith(":Success") ? assertion : ""}</samlp:Response>`;
    if (options.signResponse) response = sign(response, responseId, options.responseKey ?? signer);
    return response;
  }

  return {
    entityId,
    ssoUrl,
    key,
    metadataXml,
    responseXml,
    respond: (options) => Buffer.from(responseXml(options), "utf8").toString("base64"),
  };
}
