import type * as DnsPromises from "node:dns/promises";
import { describe, expect, it, vi } from "vitest";

import { guardedFetch, isPrivateAddress } from "./provider-reach.js";
import { SsoError } from "./sso-error.js";

// DNS rebinding: a name that answers a public address to the check and a
// private one to the connection. The check's lookup is made to answer
// public here; the connection's own lookup then finds localhost's 127.0.0.1
// and refuses it, before anything is sent.

vi.mock("node:dns/promises", async (original) => ({
  ...(await original<typeof DnsPromises>()),
  lookup: vi.fn(async () => [{ address: "93.184.216.34", family: 4 }]),
}));

describe("isPrivateAddress", () => {
  it("tells public addresses from private ones, IPv4-mapped IPv6 judged as their IPv4", () => {
    for (const address of ["8.8.8.8", "93.184.216.34", "2606:4700::1111", "::ffff:8.8.8.8", "::ffff:808:808", "64:ff9a::1"])
      expect(isPrivateAddress(address), address).toBe(false);
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "169.254.169.254",
      "192.168.0.10",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::FFFF:a9fe:a9fe",
      "0:0:0:0:0:ffff:10.0.0.1",
    ])
      expect(isPrivateAddress(address), address).toBe(true);
  });
});

describe("guardedFetch", () => {
  it("connects only to the address it checked: a name that turns private between the check and the connection is refused", async () => {
    const fetchFrom = guardedFetch({ internal: [] });
    const attempt = fetchFrom("https://localhost:59998/.well-known/openid-configuration", { method: "GET", headers: {} });
    await expect(attempt).rejects.toBeInstanceOf(SsoError);
    await expect(attempt).rejects.toMatchObject({ failure: "unreachable", detail: expect.stringContaining("localhost resolved to a private address (") });
  });

  it("a listed internal provider's host may resolve to a private address", async () => {
    const fetchFrom = guardedFetch({ internal: ["https://localhost:59998"] });
    // Nothing listens on port 59998: refused by the connection, not by the lookup.
    await expect(fetchFrom("https://localhost:59998/", { method: "GET", headers: {} })).rejects.toMatchObject({
      detail: expect.stringMatching(/did not answer \(ECONNREFUSED/),
    });
  });
});
