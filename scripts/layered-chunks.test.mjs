import { describe, expect, it } from "vitest";

import { chunkMerges } from "./layered-chunks.ts";

const options = {
  queryScope: "/repo/src/web/app/query-scope.tsx",
  adminLayout: "/repo/src/web/app/admin-layout.tsx",
  router: "/repo/src/web/router.tsx",
  minSize: 8192,
};

/** A first-pass chunk: `facade` for an entry or a page, `modules` default to one named after the chunk. */
function chunk(fileName, { entry = false, dynamicEntry = false, facade = null, imports = [], dynamicImports = [], size = 500, modules } = {}) {
  return {
    fileName,
    name: fileName,
    isEntry: entry,
    isDynamicEntry: dynamicEntry,
    facade,
    modules: modules ?? [`/m/${fileName}`],
    imports,
    dynamicImports,
    size,
  };
}
const page = (fileName, facade, imports) => chunk(fileName, { dynamicEntry: true, facade, imports });

// The entry loads React, and the pages and layouts on demand; the toasts are loaded on demand by the entry.
const chunks = [
  chunk("index", {
    entry: true,
    imports: ["react"],
    dynamicImports: ["landing", "login", "dashboard", "library", "account", "admin-a", "admin-b", "query-scope", "admin-layout", "toaster"],
    size: 200_000,
  }),
  chunk("react", { size: 7000 }),
  page("landing", "/repo/src/web/pages/landing-page.tsx", ["react", "card", "icon-lock"]),
  page("login", "/repo/src/web/pages/login-page.tsx", ["react", "card", "form-field", "icon-lock"]),
  page("dashboard", "/repo/src/web/pages/dashboard-page.tsx", ["react", "query", "icon-play", "big-shared", "radix"]),
  page("library", "/repo/src/web/pages/library-page.tsx", ["react", "query", "icon-play", "big-shared"]),
  page("account", "/repo/src/web/pages/account-page.tsx", ["react", "query", "webauthn", "form-field"]),
  page("admin-a", "/repo/src/web/pages/admin-a-page.tsx", ["react", "query", "icon-trash"]),
  page("admin-b", "/repo/src/web/features/admin-b/components/b-page.tsx", ["react", "query", "icon-trash"]),
  chunk("query-scope", { dynamicEntry: true, facade: options.queryScope, imports: ["react", "query"] }),
  chunk("admin-layout", { dynamicEntry: true, facade: options.adminLayout, imports: ["react", "query"] }),
  chunk("toaster", { dynamicEntry: true, facade: "/repo/src/web/components/ui/toaster.tsx", imports: ["react", "radix"] }),
  chunk("query", { modules: ["/node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js"], size: 9000, imports: ["react"] }),
  chunk("card", { imports: ["react"] }),
  chunk("form-field", { imports: ["react", "card"] }),
  chunk("icon-lock"),
  chunk("icon-play"),
  chunk("icon-trash"),
  chunk("radix", { imports: ["react"] }),
  chunk("big-shared", { size: 20_000, imports: ["react"] }),
  // Imported by the account page, and on demand by the login page's passkey button.
  chunk("webauthn", { size: 3000 }),
];
chunks.find((c) => c.fileName === "login").dynamicImports = ["webauthn"];
const pages = new Set(chunks.filter((c) => c.facade && c.fileName !== "toaster").map((c) => c.facade));

describe("chunkMerges", () => {
  const merges = chunkMerges(chunks, pages, options);

  it("puts what the entry loads anyway into the entry, whatever its size", () => {
    expect(merges.get("react")).toBe("index");
  });

  it("puts a small chunk a public page needs into the entry, with what it imports", () => {
    expect(merges.get("card")).toBe("index");
    expect(merges.get("form-field")).toBe("index");
    expect(merges.get("icon-lock")).toBe("index");
  });

  it("puts a small chunk only some pages need into the chunk that those pages and the fewest others load", () => {
    // The dashboard and the library both import big-shared, and no other page does.
    expect(merges.get("icon-play")).toBe("big-shared");
  });

  it("puts a small chunk only admin pages need with the admin frame", () => {
    expect(merges.get("icon-trash")).toBe("admin-layout");
  });

  it("counts code loaded on demand as loaded by what imports it: radix shared with the toasts goes to the entry", () => {
    expect(merges.get("radix")).toBe("index");
  });

  it("leaves large shared chunks and chunks loaded on demand where they are", () => {
    expect(merges.has("big-shared")).toBe(false);
    expect(merges.has("webauthn")).toBe(false);
    expect(merges.has("query")).toBe(false);
    for (const root of ["landing", "login", "dashboard", "query-scope", "admin-layout", "toaster"]) expect(merges.has(root)).toBe(false);
  });
});
