import { loadConfig } from "../server/config.js";
import { setAdmin } from "../server/auth/admin.js";
import { openDatabase, type Database } from "../server/db/client.js";
import { DataDirLockedError } from "../server/db/lock.js";
import { createStorage } from "../server/storage/index.js";
import { seedIfEmpty } from "./seed/seed.js";

// `npm run cli -- <command>`. Honours DATA_DIR and DATABASE_URL like the
// server. With the embedded database it needs DATA_DIR to itself and says
// so when a running server holds it.
const usage = `Usage: npm run cli -- <command>

Commands:
  admin grant <email>    give an account admin rights
  admin revoke <email>   take them away
  seed                   add the sample content to an empty database
  help                   show this text`;

async function withDatabase<T>(fn: (database: Database) => Promise<T>): Promise<T> {
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, command: "lead-or-be-led cli" });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new Error(
        `${error.message}\nThe embedded database can only be used by one process: stop the server, run this command, then start the server again.`,
        { cause: error },
      );
    }
    throw error;
  }
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

async function admin(action: string | undefined, email: string | undefined): Promise<number> {
  if ((action !== "grant" && action !== "revoke") || !email) {
    console.error(usage);
    return 2;
  }
  const grant = action === "grant";
  const found = await withDatabase((database) => setAdmin(database.db, email, grant));
  if (!found) {
    console.error(`No account with the e-mail ${email}.`);
    return 1;
  }
  console.log(grant ? `${email} is now an admin.` : `${email} is no longer an admin.`);
  return 0;
}

async function seed(): Promise<number> {
  const config = loadConfig();
  return withDatabase(async (database) => {
    const result = await seedIfEmpty({ db: database.db, storage: await createStorage(config), authorId: null, log: console.log });
    console.log(result.seeded ? `Added ${JSON.stringify(result.counts)}.` : "The database already has content; nothing added.");
    return 0;
  });
}

async function main([command, ...rest]: string[]): Promise<number> {
  switch (command) {
    case "admin":
      return admin(rest[0], rest[1]);
    case "seed":
      return seed();
    case "help":
    case "--help":
      console.log(usage);
      return 0;
    default:
      console.error(command ? `Unknown command: ${command}\n\n${usage}` : usage);
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
