import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

import { SAML_METADATA_MAX_BYTES } from "../../../shared/sso.js";
import { SsoError } from "./sso-error.js";

// Who the server may call when an organisation's owner names an identity
// provider: the address is theirs to type, so without a check it would reach
// anything the server can (the cloud's metadata service, the database,
// admin ports on localhost). Public https hosts only, unless the operator
// lists the provider's origin in SSO_INTERNAL_PROVIDERS. The host is checked
// again at each request (the provider's token and key endpoints too).

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv6");

const isPrivate = (address: string) => PRIVATE.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");

export interface ProviderReach {
  /** Origins allowed although private or plain http. */
  internal: readonly string[];
}

/** Whether requests to this URL may go over plain http (only to a listed internal provider). */
export const allowsHttp = (reach: ProviderReach, url: URL) => url.protocol === "http:" && reach.internal.includes(url.origin);

/** Refuses (SsoError "unreachable") an address the server must not call. */
export async function checkReachable(reach: ProviderReach, url: URL): Promise<void> {
  if (reach.internal.includes(url.origin)) return;
  if (url.protocol !== "https:") throw new SsoError("unreachable", `${url.origin} is not an https address.`);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true, verbatim: true }).then(
        (found) => found.map((a) => a.address),
        () => {
          throw new SsoError("unreachable", `${url.hostname} could not be found (DNS).`);
        },
      );
  const blocked = addresses.find(isPrivate);
  if (blocked)
    throw new SsoError("unreachable", `${url.hostname} is on a private network (${blocked}). A site operator can allow it with SSO_INTERNAL_PROVIDERS.`);
}

/** The most the server reads of any one answer from a provider (a discovery document, keys, tokens, SAML metadata): an upload's limit. */
const PROVIDER_ANSWER_MAX_BYTES = SAML_METADATA_MAX_BYTES;

/** The answer with its body cut off (an error, not a truncation) once it passes `max` bytes: a provider cannot make the server hold more. */
function capped(response: Response, origin: string, max: number): Response {
  if (!response.body || response.status < 200) return response;
  let seen = 0;
  const limit = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > max)
        controller.error(new SsoError("not_a_provider", `${origin} answered with more than ${max / 1024} KB; the answer is larger than allowed.`));
      else controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(limit), { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** fetch for calls to a provider: each request's host checked, no redirects followed, 10 seconds and 1 MB at most. */
export function guardedFetch(reach: ProviderReach) {
  return async (input: string, options: { body?: RequestInit["body"]; headers: Record<string, string>; method: string; signal?: AbortSignal | undefined }) => {
    const url = new URL(input);
    await checkReachable(reach, url);
    let response: Response;
    try {
      response = await fetch(url, { ...options, redirect: "manual", signal: options.signal ?? AbortSignal.timeout(10_000) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new SsoError("unreachable", `${url.origin} did not answer (${cause}).`);
    }
    return capped(response, url.origin, PROVIDER_ANSWER_MAX_BYTES);
  };
}
