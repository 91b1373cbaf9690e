import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

// A passkey authenticator in software, for API tests: an ES256 key pair, a
// "none" attestation at registration (what Better Auth's passkey plugin
// asks for) and signed assertions at sign-in, built exactly as WebAuthn
// Level 2 lays them out (authenticator data: RP id hash, flags, counter,
// then the attested credential with its COSE key), CBOR by the encoder
// @simplewebauthn/server itself decodes with.

type Bytes = Uint8Array<ArrayBuffer>;
const sha256 = (data: Uint8Array): Bytes => new Uint8Array(createHash("sha256").update(data).digest());
const b64url = (bytes: Uint8Array): string => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const json = (value: object): Bytes => new TextEncoder().encode(JSON.stringify(value));
const cbor = (value: Parameters<typeof isoCBOR.encode>[0]): Bytes => new Uint8Array(isoCBOR.encode(value));

/** Flags of authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);

export class SoftwareAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(32));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {
    ({ privateKey: this.privateKey, publicKey: this.publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" }));
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The COSE_Key of the public key (kty EC2, alg ES256, crv P-256, x, y). */
  private coseKey(): Bytes {
    const jwk = this.publicKey.export({ format: "jwk" });
    return cbor(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  private authData(flags: number, attested?: Uint8Array): Bytes {
    this.counter += 1;
    return concat(sha256(new TextEncoder().encode(this.rpId)), new Uint8Array([flags]), uint32(this.counter), attested ?? new Uint8Array());
  }

  /** A PublicKeyCredential as JSON (what @simplewebauthn/browser sends) around an authenticator's `response`. */
  private credential<R extends object>(response: R) {
    return { id: this.id, rawId: this.id, type: "public-key", authenticatorAttachment: "platform", clientExtensionResults: {}, response };
  }

  /** navigator.credentials.create()'s answer to registration options, as JSON. */
  register(options: { challenge: string }) {
    const clientDataJSON = json({ type: "webauthn.create", challenge: options.challenge, origin: this.origin, crossOrigin: false });
    const attested = concat(
      new Uint8Array(16),
      new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 0xff]),
      this.credentialId,
      this.coseKey(),
    );
    const authData = this.authData(UP | UV | AT, attested);
    const attestationObject = cbor(
      new Map<string, string | Uint8Array | Map<string, number>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, number>()],
        ["authData", authData],
      ]),
    );
    return this.credential({ clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ["internal"] });
  }

  /**
   * navigator.credentials.get()'s answer to authentication options, as JSON; `signWith` another key to forge a
   * wrong signature; `userVerified: false` answers as a key with no PIN or biometric check would.
   */
  authenticate(options: { challenge: string }, { signWith, userVerified = true }: { signWith?: KeyObject; userVerified?: boolean } = {}) {
    const clientDataJSON = json({ type: "webauthn.get", challenge: options.challenge, origin: this.origin, crossOrigin: false });
    const authenticatorData = this.authData(userVerified ? UP | UV : UP);
    const signature = new Uint8Array(sign("sha256", concat(authenticatorData, sha256(clientDataJSON)), signWith ?? this.privateKey));
    return this.credential({ clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature) });
  }
}

/** A P-256 private key that belongs to no passkey. */
export const strangerKey = () => generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
