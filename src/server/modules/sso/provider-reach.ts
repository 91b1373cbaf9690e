import { lookup as lookupCallback, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";
import type { Agent } from "undici";

import { SAML_METADATA_MAX_BYTES } from "../../../shared/sso.js";
import { SsoError } from "./sso-error.js";

// Who the server may call when an organisation's owner names an identity
// provider: the address is theirs to type, so without a check it would reach
// anything the server can (the cloud's metadata service, the database,
// admin ports on localhost). Public https hosts only, unless the operator
// lists the provider's origin in SSO_INTERNAL_PROVIDERS. The host is checked
// again at each request (the provider's token and key endpoints too), and
// the address connected to is the one checked: the connection's own DNS
// lookup refuses a private answer, so a name that answers a public address
// to the check and a private one to the connection gets nowhere.

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

/** An IPv6 address's eight groups (`::` expanded, a trailing dotted quad as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const gap = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill("0");
  return [...front, ...gap, ...back].map((group) => parseInt(group, 16));
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:10.0.0.1, ::ffff:a00:1), else null. */
function mappedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  if (groups.length !== 8 || groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return null;
  const [hi, lo] = [groups[6]!, groups[7]!];
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
}

/**
 * Whether an address is one the server must not call. An IPv4-mapped IPv6
 * address is judged as its IPv4 address: a BlockList entry for
 * ::ffff:0:0/96 instead would match every plain IPv4 address, public ones
 * included (BlockList compares IPv4 addresses as mapped IPv6 ones).
 */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) !== 6) return PRIVATE.check(address, "ipv4");
  const ipv4 = mappedIpv4(address);
  return ipv4 ? PRIVATE.check(ipv4, "ipv4") : PRIVATE.check(address, "ipv6");
}

export interface ProviderReach {
  /** Origins allowed although private or plain http. */
  internal: readonly string[];
}

/** Whether requests to this URL may go over plain http (only to a listed internal provider). */
export const allowsHttp = (reach: ProviderReach, url: URL) => url.protocol === "http:" && reach.internal.includes(url.origin);

/** Refuses (SsoError "unreachable") an address the server must not call. */
export function checkReachable(reach: ProviderReach, url: URL): void {
  if (reach.internal.includes(url.origin)) return;
  if (url.protocol !== "https:") throw new SsoError("unreachable", `${url.origin} is not an https address.`);
  // A name's addresses are checked by the connection's own lookup (pinnedLookup), once, where they are used.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && isPrivateAddress(host))
    throw new SsoError("unreachable", `${url.hostname} is on a private network (${host}). A site operator can allow it with SSO_INTERNAL_PROVIDERS.`);
}

/** The most the server reads of any one answer from a provider (a discovery document, keys, tokens, SAML metadata): an upload's limit. */
const PROVIDER_ANSWER_MAX_BYTES = SAML_METADATA_MAX_BYTES;

/** The answer with its body cut off (an error, not a truncation) once it passes `max` bytes: a provider cannot make the server hold more. */
function capped(response: Response, origin: string, max: number): Response {
  if (!response.body) return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
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

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The connection's DNS lookup: a private answer is refused unless the host is a listed internal provider's. */
function pinnedLookup(reach: ProviderReach) {
  const internalHosts = new Set(reach.internal.map((origin) => new URL(origin).hostname));
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    lookupCallback(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const blocked = internalHosts.has(hostname) ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (blocked) return callback(Object.assign(new Error(`${hostname} resolved to a private address (${blocked.address})`), { code: "EPRIVATE" }), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** undici, loaded on the first call to a provider: no start needs it (src/server/startup-imports.test.ts). */
const loadUndici = () => import("./undici.js");

const agents = new WeakMap<ProviderReach, Agent>();
const agentFor = async (reach: ProviderReach) => {
  let agent = agents.get(reach);
  if (!agent) {
    const { Agent } = await loadUndici();
    agent = agents.get(reach) ?? new Agent({ connect: { lookup: pinnedLookup(reach) } });
    agents.set(reach, agent);
  }
  return agent;
};

/** fetch for calls to a provider: each request's host checked (and the address connected to), no redirects followed, 10 seconds and 1 MB at most. */
export function guardedFetch(reach: ProviderReach) {
  return async (input: string, options: { body?: RequestInit["body"]; headers: Record<string, string>; method: string; signal?: AbortSignal | undefined }) => {
    const url = new URL(input);
    checkReachable(reach, url);
    const { fetch: undiciFetch } = await loadUndici();
    const dispatcher = await agentFor(reach);
    let response: Response;
    try {
      const answer = await undiciFetch(url, {
        ...(options as Parameters<typeof undiciFetch>[1]),
        redirect: "manual",
        signal: options.signal ?? AbortSignal.timeout(10_000),
        dispatcher,
      });
      response = answer as unknown as Response;
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      if (cause?.code === "EPRIVATE")
        throw new SsoError("unreachable", `${cause.message}: on a private network. A site operator can allow it with SSO_INTERNAL_PROVIDERS.`);
      throw new SsoError("unreachable", `${url.origin} did not answer (${cause?.code ?? cause?.message ?? (error as Error).name}).`);
    }
    return capped(response, url.origin, PROVIDER_ANSWER_MAX_BYTES);
  };
}
