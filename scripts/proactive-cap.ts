/**
 * "She writes first" against Telegram's no-spam rule: a simulated week on a real SQLite database,
 * the job run every 5 minutes by three processes at once, for users who chose the most times they
 * may (3), in different zones, free and Premium. Prints the messages each user got per local day.
 *
 *   node --import tsx scripts/proactive-cap.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { readConfig } from '../server/config.js';
import { createDeps } from '../server/deps-factory.js';
import { silentLogger } from '../server/deps.js';
import { seedDemo } from '../server/db/seed/seed.js';
import { findOrCreateByIdentity } from '../server/domain/accounts/identities.js';
import { grantWriteAccess } from '../server/domain/proactive/consent.js';
import { chooseCharacter } from '../server/domain/proactive/current-chat.js';
import { runProactive, type FirstMessage } from '../server/domain/proactive/run.js';
import { localClock } from '../server/domain/proactive/schedule.js';
import { updateProactiveSettings } from '../server/domain/proactive/settings.js';

const flatImages = {
  name: 'flat',
  generate: async () =>
    sharp({ create: { width: 48, height: 64, channels: 3, background: { r: 180, g: 90, b: 120 } } })
      .png()
      .toBuffer(),
};
const MIN = 60_000;
const DAYS = 7;
const STEP = 5 * MIN;
const PROCESSES = 3;

const users = [
  { name: 'free, Europe/Paris', premium: false, zone: 'Europe/Paris' },
  { name: 'free, America/New_York', premium: false, zone: 'America/New_York' },
  { name: 'Premium, Asia/Tokyo', premium: true, zone: 'Asia/Tokyo' },
  { name: 'Premium, Europe/Paris', premium: true, zone: 'Europe/Paris' },
  { name: 'Premium, no quiet hours', premium: true, zone: 'UTC', quiet: false },
];

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'proactive-cap-'));
  const start = Date.UTC(2026, 10, 23, 0, 0);
  let now = start;
  const config = readConfig({ DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'app.db')}`, SEED_DEMO: '0', RATE_LIMITS: 'off' });
  const deps = await createDeps(config, { log: silentLogger, clock: () => now });
  await seedDemo(deps.db, { dataDir, image: flatImages, now });
  const ids = new Map<string, string>();
  for (const [i, u] of users.entries()) {
    const { user } = await findOrCreateByIdentity(deps.db, {
      type: 'telegram',
      subject: String(9000 + i),
      nick: 'Sim',
      lang: 'en',
      channel: 'sim',
      now,
    });
    if (u.premium)
      await deps.db
        .updateTable('users')
        .set({ vip_expire_at: now + 30 * 24 * 60 * MIN })
        .where('id', '=', user.id)
        .execute();
    await grantWriteAccess(deps.db, user.id, 'bot_message', now);
    await chooseCharacter(deps.db, user, 'c-sofia', now - 24 * 60 * MIN, 'en');
    await deps.db
      .updateTable('sessions')
      .set({ update_time: now - 24 * 60 * MIN })
      .where('user_id', '=', user.id)
      .execute();
    // The most a user may choose: three times, one of them inside the default quiet hours.
    await updateProactiveSettings(
      deps.db,
      user.id,
      {
        times: ['09:00', '13:00', '23:30'],
        timeZone: u.zone,
        quietFrom: u.quiet === false ? 0 : 22 * 60,
        quietTo: u.quiet === false ? 0 : 8 * 60,
      },
      now,
    );
    ids.set(user.id, u.name);
  }
  const perDay = new Map<string, Map<string, number>>();
  const sender = {
    async send(m: FirstMessage) {
      const u = users.find((x) => x.name === ids.get(m.userId))!;
      const day = localClock(now, u.zone).day;
      const days = perDay.get(u.name) ?? new Map<string, number>();
      days.set(day, (days.get(day) ?? 0) + 1);
      perDay.set(u.name, days);
      return 'sent' as const;
    },
  };
  const started = Date.now();
  let runs = 0;
  for (; now < start + DAYS * 24 * 60 * MIN; now += STEP) {
    await Promise.all(Array.from({ length: PROCESSES }, () => runProactive(deps, sender)));
    runs += PROCESSES;
  }
  console.log(`simulated ${DAYS} days, job every ${STEP / MIN} min in ${PROCESSES} processes (${runs} runs, ${Date.now() - started} ms)`);
  console.log('times chosen: 09:00, 13:00, 23:30 local; quiet hours 22:00-08:00 (none for the last user)\n');
  const days = [...new Set([...perDay.values()].flatMap((d) => [...d.keys()]))].sort();
  console.log(['user'.padEnd(26), ...days.map((d) => d.slice(5)), 'total', 'max/day'].join('  '));
  for (const u of users) {
    const d = perDay.get(u.name) ?? new Map<string, number>();
    const counts = days.map((day) => d.get(day) ?? 0);
    console.log(
      [
        u.name.padEnd(26),
        ...counts.map((c) => String(c).padStart(5)),
        String(counts.reduce((a, b) => a + b, 0)).padStart(5),
        String(Math.max(...counts)).padStart(7),
      ].join('  '),
    );
  }
  await deps.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
