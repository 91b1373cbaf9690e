import path from "node:path";
import { describe, expect, it } from "vitest";

import { loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("has working defaults for the embedded setup", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: "127.0.0.1", databaseUrl: undefined, secure: false, s3: null, maxUploadBytes: 2048 * 1024 * 1024 });
    expect(c.dataDir).toBe(path.resolve("data"));
  });

  it("treats an https PUBLIC_URL as secure and reads S3 settings", () => {
    const c = loadConfig({ PUBLIC_URL: "https://x.example", S3_BUCKET: "media", S3_FORCE_PATH_STYLE: "true", MAX_UPLOAD_MB: "10" });
    expect(c.secure).toBe(true);
    expect(c.s3).toMatchObject({ bucket: "media", forcePathStyle: true, region: "us-east-1" });
    expect(c.maxUploadBytes).toBe(10 * 1024 * 1024);
  });

  it("refuses bad values with a message naming the variable", () => {
    expect(() => loadConfig({ PORT: "http" })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: "not a url" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/x" })).toThrow(/AUTH_SECRET: required/);
    expect(() => loadConfig({ NODE_ENV: "production" })).not.toThrow();
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/at least 32/);
    expect(() => loadConfig({ DKIM_DOMAIN: "example.org" })).toThrow(/set all three/);
    expect(() => loadConfig({ DKIM_DOMAIN: "example.org", DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY: "/nowhere/key.pem" })).toThrow(
      /neither a PEM key nor a readable file/,
    );
    expect(
      loadConfig({ DKIM_DOMAIN: "example.org", DKIM_SELECTOR: "s1", DKIM_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----" }).dkim
        ?.privateKey,
    ).toContain("\nabc\n");
    expect(() => loadConfig({ PODCAST_OWNER_EMAIL: "not an address" })).toThrow(/PODCAST_OWNER_EMAIL/);
  });

  it("reads PGlite's buffer pool in MB (PGLITE_SHARED_BUFFERS_MB), unset by default, and refuses what PGlite cannot hold", () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBeUndefined();
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: "128" }).pgliteSharedBuffersMb).toBe(128);
    for (const bad of ["0", "1.5", "2048", "16MB"]) expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: bad })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
  });

  it("reads how long a PostgreSQL query waits for a connection (DATABASE_CONNECT_TIMEOUT_MS), 5 s by default", () => {
    expect(loadConfig({}).databaseConnectTimeoutMs).toBe(5000);
    expect(loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: "15000" }).databaseConnectTimeoutMs).toBe(15_000);
    for (const bad of ["0", "99", "2.5", "5s", "600001"]) expect(() => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: bad })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });

  it("leaves PGlite on V8's baseline tier unless PGLITE_OPTIMISE is true", () => {
    expect(loadConfig({}).pgliteOptimise).toBe(false);
    expect(loadConfig({ PGLITE_OPTIMISE: "true" }).pgliteOptimise).toBe(true);
    expect(() => loadConfig({ PGLITE_OPTIMISE: "fast" })).toThrow(/PGLITE_OPTIMISE/);
  });

  it("gives the podcast's owner address from PODCAST_OWNER_EMAIL, else from MAIL_FROM", () => {
    expect(loadConfig({ MAIL_FROM: "Lead or Be Led <briefing@lead.example>" }).podcastOwnerEmail).toBe("briefing@lead.example");
    expect(loadConfig({ MAIL_FROM: "desk@lead.example" }).podcastOwnerEmail).toBe("desk@lead.example");
    expect(loadConfig({ MAIL_FROM: "x <a@b.example>", PODCAST_OWNER_EMAIL: "owner@lead.example" }).podcastOwnerEmail).toBe("owner@lead.example");
  });
});
