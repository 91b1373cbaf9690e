// With BENCH_DATABASE_URL (a PostgreSQL server, e.g. the one from
// scripts/pg-test-cluster.sh), a benchmark gets a database of its own there
// and drops it afterwards; without it, the server's embedded PGlite is used.
import { randomBytes } from "node:crypto";
import pg from "pg";

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * { env, drop } for a fresh database on BENCH_DATABASE_URL, or null when it is
 * not set. With `keep` (a name), that database is used, made when missing and
 * left in place afterwards, so a bench may reuse what it loaded.
 */
export async function benchDatabase({ keep } = {}) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return null;
  const name = keep ?? `lobl_bench_${randomBytes(5).toString("hex")}`;
  if (!keep) await admin(serverUrl, `create database ${name}`);
  else
    await admin(serverUrl, `create database ${name}`).catch((error) => {
      if (error.code !== "42P04") throw error;
    });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    // Production with DATABASE_URL requires a configured secret.
    env: { DATABASE_URL: url.toString(), AUTH_SECRET: randomBytes(32).toString("base64url") },
    drop: () => (keep ? Promise.resolve() : admin(serverUrl, `drop database if exists ${name} with (force)`)),
  };
}
