import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";

import { projectPath } from "../project-root.js";
import type { Database } from "./client.js";

const migrationsFolder = projectPath("src/server/db/migrations");

/** Any fixed 64-bit number: serialises migrations across instances starting together. */
const MIGRATION_LOCK_KEY = 740_921_337;

export async function runMigrations(database: Database): Promise<void> {
  // Several instances may start at once: one migrates, the others wait and
  // then find nothing left to do.
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    if (database.kind === "pglite") {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      await migrate(database.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
