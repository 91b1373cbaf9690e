// undici for the calls to a provider (provider-reach.ts), which loads this
// module on first use: no start needs it (startup-imports.test.ts). The
// package is CommonJS: imported here statically, its names reach the
// server's bundle; a dynamic import of it there would have a default only.
export { Agent, fetch } from "undici";
