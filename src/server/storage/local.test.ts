import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";

import { storageContract } from "./contract.js";
import { LocalStorage } from "./local.js";

function freshLocal() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-storage-"));
  const files = path.join(root, "files");
  return {
    root,
    storage: new LocalStorage(files),
    leftovers: async () => (fs.existsSync(path.join(files, ".tmp")) ? fs.readdirSync(path.join(files, ".tmp")) : []),
    dispose: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

describe("LocalStorage", () => {
  storageContract(async () => freshLocal());

  it("takes the type from the key's extension when none is given", async () => {
    const { storage, dispose } = freshLocal();
    try {
      expect(await storage.put("u/a.mp3", Readable.from([Buffer.from("x")]))).toEqual({ size: 1, contentType: "audio/mpeg" });
      expect(await storage.directDownloadUrl("u/a.mp3")).toBeNull();
    } finally {
      await dispose();
    }
  });
});
