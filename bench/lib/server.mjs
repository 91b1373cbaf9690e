// Starts the built server (dist/bundle/server.js, with source maps, as
// `npm start` runs it: docs/decisions/118) as a child process on its own
// port and DATA_DIR, the way production runs it, and talks to it over real HTTP.
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { mallocSettings } from "../../scripts/malloc-env.mjs";

export const root = path.resolve(import.meta.dirname, "..", "..");
const mainJs = path.join(root, "dist", "bundle", "server.js");

/** Fails early with a hint when the app has not been built. */
export function requireBuild() {
  if (!fs.existsSync(mainJs)) throw new Error("dist/ is missing: run `npm run build` first.");
}

/** A fresh DATA_DIR under the system temp folder. */
export function tempDataDir(tag) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `lobl-bench-${tag}-`));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The environment every run shares: production mode, quiet logs, our own port and data. */
export function serverEnv({ dataDir, port, extra = {} }) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    // Benchmarks sign in more often than a person would.
    SIGNUP_RATE_LIMIT: "1000",
    SIGNIN_RATE_LIMIT: "1000",
    // glibc's allocator as `npm start` runs the server, or as this run's environment sets it.
    ...mallocSettings(process.env),
    // PGlite's buffer pool and V8's tier for it, when a run asks for others than the defaults (docs/decisions/104).
    ...Object.fromEntries(["PGLITE_SHARED_BUFFERS_MB", "PGLITE_OPTIMISE"].filter((name) => process.env[name]).map((name) => [name, process.env[name]])),
    ...extra,
  };
}

/** Starts `node --enable-source-maps dist/bundle/server.js` and resolves once /readyz answers 200. */
export async function startServer(env) {
  requireBuild();
  // BENCH_SERVER_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where a figure goes.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, ["--enable-source-maps", ...nodeArgs, mainJs], { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const origin = env.PUBLIC_URL;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not ready after 60 s:\n${stderr}`);
    }
    const ok = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid,
    origin,
    /** SIGTERM (graceful: closes the database and releases DATA_DIR), then waits for the exit. */
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Runs the admin CLI (dist/cli/main.js) on the same DATA_DIR; the server must be stopped for PGlite. */
export async function grantAdmin(env, email) {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, "dist", "cli", "main.js"), "admin", "grant", email], { cwd: root, env });
  return stdout.trim();
}

export const PASSWORD = "Tr1pwire-Falcon-Bench";

/**
 * Starts the server with `email` signed up and made an admin, and returns it
 * with the admin's Cookie header. The server starts twice: the admin CLI
 * needs the embedded database to itself. `env` must turn REQUIRE_ADMIN_2FA
 * off (on by default in production): the bench admin has no authenticator.
 */
export async function startAsAdmin(env, email) {
  if (env.REQUIRE_ADMIN_2FA !== "false") throw new Error("startAsAdmin: set REQUIRE_ADMIN_2FA=false in the server's env");
  const first = await startServer(env);
  try {
    await signUp(first.origin, email, "Bench Admin");
  } finally {
    await first.stop();
  }
  console.log(await grantAdmin(env, email));
  const server = await startServer(env);
  try {
    return { server, cookie: await signIn(server.origin, email) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Signs up an account through Better Auth (no mail server: no verification needed). */
export async function signUp(origin, email, name = "Bench Member") {
  const res = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: PASSWORD, name }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
}

/** Signs in and returns the Cookie header value for the session. */
export async function signIn(origin, email) {
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  const session = cookies.find((c) => /session_token=/.test(c));
  if (!session) throw new Error("sign-in set no session cookie");
  return cookies.join("; ");
}

/**
 * Starts the server once on a new database (which creates and migrates it),
 * signs a member up and in, stops the server again, and returns the session's
 * Cookie header value: the database is then free for the bench to fill.
 */
export async function memberSession(env, email) {
  const server = await startServer(env);
  try {
    await signUp(server.origin, email);
    return await signIn(server.origin, email);
  } finally {
    await server.stop();
  }
}

/** Opens the database the server uses (PGlite in DATA_DIR, or DATABASE_URL), while the server is stopped. */
export async function openDb(env) {
  const { openDatabase } = await import(path.join(root, "dist", "server", "db", "client.js"));
  return openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, command: "bench" });
}

/**
 * Starts the built server, lets its start-up background work (auth loading,
 * the storage sweep) finish, runs `fn` with it, and stops it again.
 */
export async function withServer(env, fn) {
  const server = await startServer(env);
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return await fn(server);
  } finally {
    await server.stop();
  }
}
