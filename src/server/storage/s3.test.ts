import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";

import { createTestS3Storage, testS3Options } from "../test/s3.js";
import { emptyStorage, pendingMultipartUploads } from "../test/stored-files.js";
import { storageContract } from "./contract.js";

const options = testS3Options();

// Runs against a real S3 store (Ceph radosgw in CI); skipped, and says so, without one.
describe.skipIf(!options)("S3Storage (skipped without TEST_S3_ENDPOINT)", () => {
  storageContract(async () => {
    const storage = createTestS3Storage();
    return {
      storage,
      leftovers: () => pendingMultipartUploads(storage),
      dispose: async () => {
        await emptyStorage(storage);
        storage.close();
      },
    };
  });

  it("streams an upload larger than one part and reads a range across parts", async () => {
    const storage = createTestS3Storage();
    try {
      const part = 8 * 1024 * 1024;
      const chunk = Buffer.alloc(1024 * 1024, 7);
      const chunks = Array.from({ length: 10 }, (_, i) => (i === 8 ? Buffer.alloc(1024 * 1024, 9) : chunk));
      const put = await storage.put("big/file.mp4", Readable.from(chunks), { contentType: "video/mp4" });
      expect(put.size).toBe(10 * 1024 * 1024);
      const got = await storage.get("big/file.mp4", { start: part - 2, end: part + 1 });
      expect(got.size).toBe(10 * 1024 * 1024);
      const bytes = Buffer.concat(await got.body.toArray());
      expect([...bytes]).toEqual([7, 7, 9, 9]);
    } finally {
      await emptyStorage(storage);
      storage.close();
    }
  });

  it("signs short-lived download URLs that carry the type and disposition", async () => {
    const storage = createTestS3Storage();
    try {
      await storage.put("u/a.pdf", Readable.from([Buffer.from("%PDF-1.4 test")]), { contentType: "application/pdf" });
      const url = await storage.directDownloadUrl("u/a.pdf", { contentType: "application/pdf", contentDisposition: 'inline; filename="A.pdf"' });
      expect(new URL(url).origin).toBe(await storage.directDownloadOrigin());
      const response = await fetch(url, { headers: { range: "bytes=0-3" } });
      expect(response.status).toBe(206);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe('inline; filename="A.pdf"');
      expect(await response.text()).toBe("%PDF");
      const tampered = url.replace("u/a.pdf", "u/b.pdf");
      expect((await fetch(tampered)).status).toBe(403);
    } finally {
      await emptyStorage(storage);
      storage.close();
    }
  });
});
