import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connect.js';
import { seedDemo } from '../db/seed/seed.js';
import { createImageProvider } from '../providers/image/index.js';
import { startPostgres } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
    pgTemplateUrl: string | null;
  }
}

/**
 * Seed the demo catalogue once: into a template SQLite file (each test copies it) and, when
 * PostgreSQL is installed, into a template database (each test clones it with CREATE DATABASE
 * … TEMPLATE). CI installs PostgreSQL, so there the PostgreSQL suite must run.
 */
export default async function setup(project: TestProject) {
  const templateDir = mkdtempSync(join(tmpdir(), 'app-template-'));
  const renderer = createImageProvider({});
  // Both templates get the same pictures: render each once.
  const rendered = new Map<string, Promise<Buffer>>();
  const image = {
    name: renderer.name,
    generate: (req: Parameters<typeof renderer.generate>[0]) => {
      const key = `${req.seed}:${req.variant}:${req.scene ?? ''}`;
      if (!rendered.has(key)) rendered.set(key, renderer.generate(req));
      return rendered.get(key)!;
    },
  };
  const now = Date.now();
  const sqlite = await openDatabase(`sqlite:${join(templateDir, 'app.db')}`);
  await seedDemo(sqlite.db, { dataDir: templateDir, image, now });
  await sqlite.close();

  const cluster = await startPostgres();
  let pgTemplateUrl: string | null = null;
  if (cluster) {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE app_template');
    await admin.end();
    pgTemplateUrl = cluster.url('app_template');
    const pgDb = await openDatabase(pgTemplateUrl);
    // Same images as the SQLite template: the media folder is shared.
    await seedDemo(pgDb.db, { dataDir: templateDir, image, now });
    await pgDb.close();
  } else if (process.env.CI) {
    throw new Error('PostgreSQL is not installed: .ci/run must install it (apt-get install postgresql)');
  } else {
    console.warn('\n*** PostgreSQL not found: the PostgreSQL data-layer suite is SKIPPED on this machine ***\n');
  }
  project.provide('templateDir', templateDir);
  project.provide('pgTemplateUrl', pgTemplateUrl);

  return () => {
    cluster?.stop();
    rmSync(templateDir, { recursive: true, force: true });
  };
}
