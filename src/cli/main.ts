import { loadConfig } from "../server/config.js";
import { openDatabase } from "../server/db/client.js";
import { createStorage } from "../server/storage/index.js";
import { seedIfEmpty } from "./seed/seed.js";

// `npm run cli -- <command>`. Honours DATA_DIR and DATABASE_URL like the
// server. With the embedded database it needs DATA_DIR to itself, and says
// so when a running server holds it.
const usage = `Usage: npm run cli -- <command>

Commands:
  seed        add the sample content to an empty database
  help        show this text`;

async function withDeps<T>(fn: (deps: Awaited<ReturnType<typeof open>>) => Promise<T>): Promise<T> {
  const deps = await open();
  try {
    return await fn(deps);
  } finally {
    await deps.database.close();
  }
}

async function open() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, command: "lead-or-be-led cli" });
  return { config, database, storage: createStorage(config) };
}

async function main(args: string[]): Promise<number> {
  const [command] = args;
  switch (command) {
    case "seed":
      return withDeps(async ({ database, storage }) => {
        const result = await seedIfEmpty({ db: database.db, storage, authorId: null, log: console.log });
        console.log(result.seeded ? `Added ${JSON.stringify(result.counts)}.` : "The database already has content; nothing added.");
        return 0;
      });
    case undefined:
    case "help":
    case "--help":
      console.log(usage);
      return command ? 0 : 2;
    default:
      console.error(`Unknown command: ${command}\n\n${usage}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
