import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { projectPath } from "../server/project-root.js";

// `npm run cli -- sso …` as a real process (docs/decisions/108): the site's
// SAML keys listed, a new one added beside the old, made to sign, the old
// one removed; fingerprints only, never a private key.
const cli = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", projectPath("src/cli/main.ts"), "sso", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" },
    encoding: "utf8",
    timeout: 60_000,
  });

const FINGERPRINT = /^([0-9A-F]{2}(?::[0-9A-F]{2}){31}) {2}until \d{4}-\d{2}-\d{2} {2}added \d{4}-\d{2}-\d{2}( {2}signs requests)?$/;

describe("sso key CLI", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lobl-cli-sso-"));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const keys = () => {
    const res = cli(dataDir, "sp-keys");
    expect(res.status, res.stderr).toBe(0);
    return res.stdout
      .trim()
      .split("\n")
      .map((line) => FINGERPRINT.exec(line)!)
      .map((match) => ({ fingerprint: match[1]!, signing: match[2] !== undefined }));
  };

  it("lists the key made on first use, adds one beside it, makes it sign and removes the old one", () => {
    const [first] = keys();
    expect(first).toMatchObject({ signing: true });
    const added = cli(dataDir, "rotate-sp-key");
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toContain("It is in the metadata now.");
    const [old, next] = keys();
    expect(old).toEqual(first);
    expect(next).toMatchObject({ signing: false });

    const refused = cli(dataDir, "remove-sp-key", old!.fingerprint);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("That key signs this site's requests");
    const used = cli(dataDir, "use-sp-key", next!.fingerprint.slice(0, 11));
    expect(used.status, used.stderr).toBe(0);
    expect(used.stdout).toContain(`Signing requests with ${next!.fingerprint}`);
    const removed = cli(dataDir, "remove-sp-key", old!.fingerprint);
    expect(removed.status, removed.stderr).toBe(0);
    expect(keys()).toEqual([{ fingerprint: next!.fingerprint, signing: true }]);
    for (const res of [added, refused, used, removed]) expect(res.stdout + res.stderr).not.toContain("PRIVATE");
  }, 180_000);

  it("says what is wrong with a key's name, and shows its usage without one", () => {
    const unknown = cli(dataDir, "use-sp-key", "00:11:22:33:44");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No SAML key of this site is named 00:11:22:33:44.");
    const usage = cli(dataDir, "remove-sp-key");
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("sso rotate-sp-key");
  }, 60_000);
});
