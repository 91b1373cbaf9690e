import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

import { openDatabase } from "../db/client.js";
import { projectPath } from "../project-root.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    pgTemplate: { url: string; name: string } | null;
  }
}

/**
 * Runs once per `vitest run`: migrates one PGlite data directory and dumps it,
 * and (with TEST_DATABASE_URL) one PostgreSQL template database. Each test
 * file then gets a clean copy of either in well under a second.
 */
export default async function setup(project: TestProject) {
  const dir = projectPath(".tmp");
  fs.mkdirSync(dir, { recursive: true });
  const templatePath = path.join(dir, `pglite-test-template-${process.pid}.tgz`);
  const database = await openDatabase({ dataDir: "", memory: {} });
  const dump = await database.dumpDataDir!();
  await database.close();
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", templatePath);

  const url = process.env.TEST_DATABASE_URL;
  let templateName: string | null = null;
  let admin: pg.Client | null = null;
  if (url) {
    templateName = `lobl_template_${process.pid}`;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    const tplUrl = new URL(url);
    tplUrl.pathname = `/${templateName}`;
    const migrated = await openDatabase({ databaseUrl: tplUrl.toString(), dataDir: "" });
    await migrated.close();
    project.provide("pgTemplate", { url, name: templateName });
  } else {
    project.provide("pgTemplate", null);
  }

  return async () => {
    fs.rmSync(templatePath, { force: true });
    if (admin && templateName) {
      await admin.query(`drop database if exists ${templateName}`);
      await admin.end();
    }
  };
}
