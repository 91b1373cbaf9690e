import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

/**
 * GETs a media route the way a browser does: when the app redirects to the
 * object store (S3), follows the presigned URL with the same Range header.
 */
export async function getMedia(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<{ statusCode: number; body: Buffer }> {
  const res = await app.inject({ url, headers });
  if (res.statusCode !== 302) return { statusCode: res.statusCode, body: res.rawPayload };
  expect(res.headers["cache-control"]).toBe("private, no-store");
  const range = headers.range;
  const stored = await fetch(String(res.headers.location), { headers: range ? { range } : {} });
  return { statusCode: stored.status, body: Buffer.from(await stored.arrayBuffer()) };
}
