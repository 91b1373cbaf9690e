import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// What the server loads before it listens is app.ts and everything it
// imports statically. Packages a start does not need are imported where
// they are used (`await import(...)`), so a restart is ready sooner
// (docs/decisions/092): Better Auth loads right after the server listens
// (app.ts: getAuth), the rest on first use. A static import of one of them
// anywhere under app.ts puts it back on every start, unseen: Better Auth's
// passkey plugin, imported for one helper, added about half a second.

/** Packages no start-up import may reach; `better-auth/node` (a headers helper of a few lines) is allowed. */
const LOADED_ON_USE = [
  /^better-auth(?!\/node$)/,
  /^@better-auth\//,
  /^@simplewebauthn\//,
  /^otpauth$/,
  /^mdast-/,
  /^micromark/,
  /^sharp$/,
  /^@aws-sdk\//,
  /^nodemailer$/,
  /^@react-email\//,
  /^react(-dom)?(\/|$)/,
  /^unpdf$/,
  /^music-metadata$/,
  /^qrcode$/,
  /^pdfkit$/,
  // Organisation sign-in (issue 34): the provider fetches, SAML and the service provider's certificate.
  /^undici$/,
  /^@node-saml\//,
  /^@peculiar\//,
  // ...and its XML parser and OIDC client; the CSV parser of an organisation's import; the user-agent parser of the
  // account's device list (docs/decisions/125).
  /^@xmldom\//,
  /^openid-client$/,
  /^oauth4webapi$/,
  /^csv-parse(\/|$)/,
  /^bowser$/,
  // The stylesheet's parser: the build compiles the stylesheets into plans the server reads (docs/decisions/124).
  /^beasties(?!\/runtime$)/,
  /^postcss/,
];

const serverDir = path.resolve(import.meta.dirname);
/** Static imports and re-exports that stay in the built JavaScript (`import type` is erased). */
const STATIC_IMPORT = /^\s*(import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?["']([^"']+)["']/gm;

/** Every package imported statically from `entry`, through our own files, with the chain of files that gets there. */
function staticPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const via = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  const chain = (file: string) => {
    const files: string[] = [];
    for (let at: string | null | undefined = file; at; at = via.get(at)) files.unshift(path.relative(serverDir, at));
    return files;
  };
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const [, , specifier] of fs.readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      if (!specifier!.startsWith(".")) {
        if (!packages.has(specifier!)) packages.set(specifier!, chain(file));
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier!).replace(/\.js$/, "");
      const target = [`${base}.ts`, `${base}.tsx`].find((candidate) => fs.existsSync(candidate));
      if (target && !via.has(target)) {
        via.set(target, file);
        queue.push(target);
      }
    }
  }
  return packages;
}

describe("what a start loads", () => {
  it("imports none of the packages loaded on use before the server listens", () => {
    const packages = staticPackages(path.join(serverDir, "app.ts"));
    // The walk itself works: the app's own framework is found.
    expect(packages.has("fastify")).toBe(true);
    const offending = [...packages]
      .filter(([name]) => LOADED_ON_USE.some((pattern) => pattern.test(name)))
      .map(([name, files]) => `${name}: ${files.join(" -> ")}`);
    expect(offending).toEqual([]);
  });
});
