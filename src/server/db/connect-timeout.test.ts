import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_CONNECT_TIMEOUT_MS, openDatabase } from "./client.js";

// A PostgreSQL that accepts connections and never answers: a query fails after the connect timeout given
// (DATABASE_CONNECT_TIMEOUT_MS through server.ts), not after the default.
describe("the PostgreSQL connect timeout", () => {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
  });
  let url: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    url = `postgres://nobody:nothing@127.0.0.1:${(silent.address() as net.AddressInfo).port}/none`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("fails a query after the time given", async () => {
    const database = await openDatabase({ databaseUrl: url, dataDir: "", migrate: false, connectTimeoutMs: 300 });
    try {
      const started = performance.now();
      // drizzle wraps pg's error ("timeout exceeded when trying to connect") as the cause of its own.
      const error: unknown = await database.ping().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error instanceof Error ? String(error.cause) : error).toMatch(/timeout/i);
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(DEFAULT_CONNECT_TIMEOUT_MS - 1000);
    } finally {
      await database.close();
    }
  });
});
