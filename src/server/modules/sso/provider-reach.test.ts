import { describe, expect, it } from "vitest";

import { guardedFetch, isPrivateAddress } from "./provider-reach.js";
import { SsoError } from "./sso-error.js";

// A name's addresses are checked by the connection's own DNS lookup, the one
// whose answer is connected to: a name that answers a public address to one
// lookup and a private one to the next (DNS rebinding) gets nowhere, since
// there is no earlier check to fool. localhost stands for such a name here.

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
  it("checks the address it connects to: a name that resolves to a private address is refused before anything is sent", async () => {
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
