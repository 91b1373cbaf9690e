import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

import { mallocSettings } from "./malloc-env.mjs";

const root = path.resolve(import.meta.dirname, "..");

it("gives the defaults unless the environment sets its own", () => {
  expect(mallocSettings({})).toEqual({ MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "1048576" });
  expect(mallocSettings({ MALLOC_ARENA_MAX: "8", PATH: "/bin" })).toEqual({ MALLOC_ARENA_MAX: "8", MALLOC_MMAP_THRESHOLD_: "1048576" });
  // Set but empty is unset, as in npm start's `${NAME:-default}`.
  expect(mallocSettings({ MALLOC_ARENA_MAX: "" })).toEqual({ MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "1048576" });
});

// package.json's `start` cannot import the module: its shell line carries the same defaults.
it("is what `npm start` sets, each overridable from the environment", () => {
  const start = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.start;
  for (const [name, value] of Object.entries(mallocSettings({}))) expect(start).toContain(`${name}=\${${name}:-${value}}`);
});
