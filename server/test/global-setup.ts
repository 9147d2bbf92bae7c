import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connect.js';
import { startPostgres, type PgCluster } from './postgres.js';
import { copySeedToPostgres, copyTemplate, seededTemplate } from './seeded-template.js';
import { buildServer } from '../../scripts/build-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database of this test project (vitest.config.ts): server-postgres says postgres, the others sqlite. */
    dialect: 'sqlite' | 'postgres';
    templateDir: string;
    pgTemplateUrl: string | null;
    /** The server compiled as deployed (scripts/build-server.ts), for the tests that run it as a process. */
    serverBuild: string;
  }
}

/**
 * The seeded demo catalogue for one test project, in the one database it tests: a template
 * SQLite file (each test copies it) or, in server-postgres, a template database on a throwaway
 * PostgreSQL cluster (each test clones it with CREATE DATABASE … TEMPLATE) holding the same rows.
 * Either way the seed is rendered once per machine and hour (seeded-template.ts) and copied to
 * the project's template folder, which tests link their media folder to.
 */
export default async function setup(project: TestProject) {
  const dialect = project.config.provide?.dialect ?? 'sqlite';
  const templateDir = mkdtempSync(join(tmpdir(), 'app-template-'));
  copyTemplate(await seededTemplate(), templateDir);
  let cluster: PgCluster | null = null;
  let pgTemplateUrl: string | null = null;
  if (dialect === 'postgres') {
    cluster = await startPostgres();
    if (!cluster)
      throw new Error(
        'PostgreSQL is not installed: .ci/run installs it (apt-get install postgresql); without it run --project server-sqlite',
      );
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE app_template');
    await admin.end();
    pgTemplateUrl = cluster.url('app_template');
    const pgDb = await openDatabase(pgTemplateUrl);
    await pgDb.close();
    await copySeedToPostgres(join(templateDir, 'app.db'), pgTemplateUrl);
  }
  project.provide('dialect', dialect);
  project.provide('templateDir', templateDir);
  project.provide('pgTemplateUrl', pgTemplateUrl);
  // Inside the project (node_modules must resolve from it), one per project: they set up at once.
  const serverBuild = await buildServer(undefined, join(process.cwd(), '.test-data', `server-build-${dialect}-${process.pid}`));
  project.provide('serverBuild', serverBuild);

  return () => {
    cluster?.stop();
    rmSync(templateDir, { recursive: true, force: true });
    rmSync(serverBuild, { recursive: true, force: true });
  };
}
