import net from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";

import { createPostgresTestDatabase, databaseKinds } from "../test/database.js";
import { postgresNotifications } from "./notifications.js";

describe.runIf(databaseKinds.includes("postgres"))("PostgreSQL change notices", () => {
  it("start while the database cannot be reached, stay not live, then connect and deliver", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    let attempts = 0;
    const notifications = postgresNotifications(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("connect ECONNREFUSED");
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    });
    const heard: string[] = [];
    let resets = 0;
    try {
      await notifications.listen(
        "lobl_test",
        (payload) => heard.push(payload),
        () => (resets += 1),
      );
      expect(notifications.live).toBe(false);
      await expect.poll(() => notifications.live, { timeout: 5000 }).toBe(true);
      // Back: whatever a cache kept while no one listened is forgotten.
      expect(resets).toBeGreaterThan(0);
      const writer = new pg.Client({ connectionString: url });
      await writer.connect();
      await writer.query("select pg_notify('lobl_test', 'row-1')");
      await writer.end();
      await expect.poll(() => heard, { timeout: 5000 }).toEqual(["row-1"]);
    } finally {
      await notifications.close();
      await drop();
    }
  });
});

/**
 * A TCP proxy to the database whose open connections can be frozen: bytes
 * stop moving both ways and nothing is closed, as when a firewall or NAT
 * drops a flow. Connections made after the freeze flow normally.
 */
async function freezingProxy(target: URL): Promise<{ url: string; freeze(): void; close(): Promise<void> }> {
  const open = new Set<{ client: net.Socket; server: net.Socket }>();
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const server = net.connect(Number(target.port), target.hostname);
    const pair = { client, server };
    open.add(pair);
    sockets.add(client).add(server);
    client.pipe(server);
    server.pipe(client);
    const end = () => (client.destroy(), server.destroy(), open.delete(pair));
    client.on("error", end).on("close", end);
    server.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.port = String((proxy.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    freeze() {
      for (const { client, server } of open) {
        client.unpipe(server);
        server.unpipe(client);
        client.pause();
        server.pause();
      }
      open.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        proxy.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

describe.runIf(databaseKinds.includes("postgres"))("a listening connection that goes silent without closing", () => {
  it("is noticed within a few seconds: nothing is kept, caches are emptied, and a new connection delivers again", async () => {
    const { url, drop } = await createPostgresTestDatabase();
    const proxy = await freezingProxy(new URL(url));
    const notifications = postgresNotifications(async () => {
      const client = new pg.Client({ connectionString: proxy.url, connectionTimeoutMillis: 3000 });
      await client.connect();
      return client;
    });
    const heard: string[] = [];
    let resets = 0;
    const writer = new pg.Client({ connectionString: url });
    await writer.connect();
    try {
      await notifications.listen(
        "lobl_test",
        (payload) => heard.push(payload),
        () => (resets += 1),
      );
      await expect.poll(() => notifications.live).toBe(true);
      await writer.query("select pg_notify('lobl_test', 'before')");
      await expect.poll(() => heard).toEqual(["before"]);
      const resetsBefore = resets;

      proxy.freeze();
      const frozenAt = Date.now();
      await writer.query("select pg_notify('lobl_test', 'unheard')");
      // Within the heartbeat's bound (2.5 s) and a beat: not live, and every cache told to forget.
      await expect.poll(() => notifications.live, { timeout: 5000, interval: 50 }).toBe(false);
      await expect.poll(() => resets, { timeout: 5000, interval: 50 }).toBeGreaterThan(resetsBefore);
      expect(Date.now() - frozenAt).toBeLessThan(4500);

      // A new connection (the proxy lets new flows through) delivers again.
      await expect.poll(() => notifications.live, { timeout: 10_000 }).toBe(true);
      await writer.query("select pg_notify('lobl_test', 'after')");
      await expect.poll(() => heard).toContain("after");
      expect(heard).not.toContain("unheard");
    } finally {
      await writer.end();
      await notifications.close();
      await proxy.close();
      await drop();
    }
  });
});
