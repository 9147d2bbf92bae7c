import { readConfig } from '../server/config.js';
import { openDatabase } from '../server/db/connect.js';
import { seedDemo } from '../server/db/seed/seed.js';
import { createImageProvider } from '../server/providers/image/index.js';

/** `npm run seed`: migrate and load the demo catalogue into DATABASE_URL (idempotent). */
const config = readConfig();
const { db, close } = await openDatabase(config.databaseUrl);
const started = Date.now();
const { seeded } = await seedDemo(db, { dataDir: config.dataDir, image: createImageProvider(config), now: Date.now(), log: console.log });
console.log(seeded ? `demo catalogue seeded in ${Date.now() - started} ms` : 'demo catalogue already present');
await close();
