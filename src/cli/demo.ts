import { loadConfig } from "../server/config.js";
import { pgliteWasmModule } from "../server/db/pglite-wasm.js";
import { exitOnStartupError, startServer } from "../server/server.js";
import { ensureDemoAccounts, type DemoAccount } from "./demo-accounts.js";
import { demoPlaces, ensureDemoOrganisation } from "./demo-org.js";
import { seedIfEmpty } from "./seed/seed.js";

// `npm run demo`: the server with demo accounts, in an empty database the
// sample content, and (when none has its name) the sample organisation.
try {
  // The demo is a trial on one machine with printed passwords: its admin
  // opens the admin tools without setting up an authenticator first, unless
  // REQUIRE_ADMIN_2FA is given (docs/decisions/032).
  const config = loadConfig(undefined, { REQUIRE_ADMIN_2FA: "false" });
  // PGlite's WebAssembly compiles while the server's modules load, optimised only when asked (docs/decisions/104).
  if (!config.databaseUrl) void pgliteWasmModule({ optimise: config.pgliteOptimise });
  let accounts: DemoAccount[] = [];
  let places = new Map<string, string>();
  const app = await startServer(config, {
    command: `lead-or-be-led demo (port ${config.port})`,
    beforeListen: async ({ db, storage, getAuth, work }, app) => {
      const demo = await ensureDemoAccounts({ auth: await getAuth(), db, dataDir: config.dataDir });
      accounts = demo.accounts;
      const result = await seedIfEmpty({ db, storage, authorId: demo.adminId, log: (msg) => app.log.info(msg) });
      app.log.info(
        result.seeded ? { ...result.counts } : {},
        result.seeded ? "sample content added" : "database already has content; sample content not added",
      );
      // After the content: its assignments are of sample records.
      await ensureDemoOrganisation({ db, config, work, log: (msg) => app.log.info(msg) });
      places = await demoPlaces(db, accounts);
    },
  });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  // localhost, not 127.0.0.1: passkeys are bound to a site's name and browsers refuse them at an IP address.
  const loopback = ["127.0.0.1", "0.0.0.0", "::", "::1", "localhost"].includes(config.host);
  const url = config.publicUrl ?? `http://${loopback ? "localhost" : config.host}:${port}`;
  const width = Math.max(...accounts.map((a) => a.email.length));
  const lines = accounts.map((a) => {
    const place = places.get(a.email);
    return `  ${a.role.padEnd(7)} ${a.email.padEnd(width)}  password: ${a.password}${place ? `  (${place})` : ""}`;
  });
  console.log(`\n  Lead or Be Led demo is running at ${url}\n\n${lines.join("\n")}\n\n  Data: ${config.dataDir}  (Ctrl+C to stop)\n`);
} catch (error) {
  exitOnStartupError(error);
}
