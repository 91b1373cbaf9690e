import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import v8 from "node:v8";
import type { PGliteOptions } from "@electric-sql/pglite";

// PGlite is PostgreSQL compiled to WebAssembly (a 9 MB module). Two things
// make opening it cheaper, and this module does both without importing PGlite
// itself, so that the server's entry point can start them before anything
// else loads:
//
// - Compiling the module runs on V8's background threads. Started first, it
//   overlaps with loading the app's JavaScript instead of following it; the
//   compiled module is then handed to PGlite (its `pgliteWasmModule` option).
// - V8's optimising tier (TurboFan) recompiles hot WebAssembly functions in
//   the background. That costs CPU while a process starts (about 0.2–0.4 s
//   of a 2-core machine's start-up, bench/startup.mjs) and pays back only
//   where PostgreSQL does real work for long: search over 100,000 posts ran
//   about a third faster with it (docs/decisions/068), a first page of posts
//   hardly (6.08 against 5.85 ms, bench/list-latency.mjs; decision 014), and
//   a server holds about 55 MB more memory with it (decision 104). So only
//   servers told to (PGLITE_OPTIMISE, a large site's setting) ask for it
//   (`optimise`); the rest stays on the baseline tier, Liftoff. Whichever
//   call compiles first decides: the V8 flag is process-wide and set before
//   the module compiles.

type WasmModule = NonNullable<PGliteOptions["pgliteWasmModule"]>;

// The server's TypeScript lib has no DOM, which is where TypeScript declares
// the WebAssembly global that Node provides.
const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } };

let compiled: Promise<WasmModule> | undefined;

function wasmFile(): string {
  // PGlite finds the file next to its own code: new URL("./pglite.wasm", import.meta.url).
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  return path.join(path.dirname(entry), "pglite.wasm");
}

/**
 * Starts compiling PGlite's WebAssembly (once per process) and returns the
 * compiled module; `optimise` (servers) lets V8 optimise its hot functions.
 */
export function pgliteWasmModule({ optimise = false }: { optimise?: boolean } = {}): Promise<WasmModule> {
  if (!compiled) {
    if (!optimise) v8.setFlagsFromString("--liftoff-only");
    compiled = fs.readFile(wasmFile()).then((bytes) => wasm.compile(bytes));
    // A warm-up nobody collects (PostgreSQL configured) must not be an unhandled rejection.
    compiled.catch(() => {});
  }
  return compiled;
}

/** Drops a warm-up that turned out not to be needed (the server runs on PostgreSQL). */
export function discardPgliteWasmModule(): void {
  compiled = undefined;
}
