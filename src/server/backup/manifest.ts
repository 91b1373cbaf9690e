import { z } from "zod";

import { BACKUP_TABLES } from "./tables.js";

export const MANIFEST_FILE = "manifest.json";
export const FORMAT = "lead-or-be-led-backup";

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  source: z.object({ database: z.enum(["pglite", "postgres"]), storage: z.enum(["local", "s3"]) }),
  /** Applied migrations, oldest first: a backup restores into the same schema only. */
  schema: z.array(z.string()),
  /** Rows per table. */
  tables: z.record(z.enum(BACKUP_TABLES), z.number().int().min(0)),
  files: z.array(z.object({ key: z.string(), size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/), contentType: z.string().optional() })),
  /** Keys rows referenced that storage no longer had when the backup ran. */
  missingFiles: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest["files"][number];
