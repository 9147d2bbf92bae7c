import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { jsonText } from '../json-text.js';
import { sql } from 'kysely';
import type { Db } from '../connect.js';
import type { ImageProvider, StoredImage } from '../../providers/image/types.js';
import { storeImage } from '../../providers/image/store.js';
import { CustomCharacterState, Release, Visibility, Cost, CustomType } from '../../../shared/enums.js';
import { demoCharacters } from './catalogue/characters.js';
import { demoTags } from './catalogue/tags.js';
import { demoVipPlans, demoGoldItems } from './catalogue/plans.js';
import { galleryScenes } from './catalogue/gallery.js';
import { atMostAtOnce } from '../../domain/at-most-at-once.js';

/** Bump when the demo data changes: a start with an older version seeds the missing parts. */
export const SEED_VERSION = '4';
const DAY = 86_400_000;
const GALLERY_PHOTOS = 4;
const SIZE = { width: 768, height: 1024 };

// Kept below 2^31: the column is a 32-bit integer on PostgreSQL.
const seedOf = (id: string) => [...id].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0, 7) >>> 1;

/**
 * The demo catalogue: tags, plans, gold items, published characters with stories and a gallery
 * drawn by the image provider. Idempotent: rows that exist are left alone.
 */
export async function seedDemo(db: Db, opts: { dataDir: string; image: ImageProvider; now: number; log?: (m: string) => void }) {
  const done = await db.selectFrom('app_meta').select('value').where('key', '=', 'seed_version').executeTakeFirst();
  if (done?.value === SEED_VERSION) return { seeded: false };
  const now = opts.now;

  await db.transaction().execute(async (trx) => {
    for (const [i, t] of demoTags.entries()) {
      await trx
        .insertInto('tags')
        .values({ id: t.id, name: t.name, category: t.category, recommended: t.recommended ? 1 : 0, sort: i })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    for (const p of demoVipPlans) {
      await trx
        .insertInto('vip_plans')
        .values({
          id: p.id,
          title: p.title,
          month: p.month,
          days: p.days,
          price_cents: p.priceCents,
          original_price_cents: p.originalPriceCents,
          discount: p.discount,
          discount_type: p.discountType,
          gift_gold: p.giftGold,
          lifetime: p.lifetime ? 1 : 0,
          price_mmk: p.priceMMK,
          price_inr: p.priceINR,
          price_myr: p.priceMYR,
          price_idr: p.priceIDR,
          only_pay_tg_star: p.onlyPayTgStar ? 1 : 0,
          tg_star: p.tgStar,
          sort: p.sort,
          active: 1,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
    for (const g of demoGoldItems) {
      await trx
        .insertInto('gold_items')
        .values({ id: g.id, gold: g.gold, bonus: g.bonus, price_cents: g.priceCents, tg_star: g.tgStar, sort: g.sort, active: 1 })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
  });

  const existing = new Set((await db.selectFrom('characters').select('id').execute()).map((r) => r.id));
  const todo = demoCharacters.filter((c) => !existing.has(c.id));
  const tagIds = new Map(demoTags.map((t) => [t.name, t.id]));

  // Two at once: sharp renders in its own threads, two cores here.
  await atMostAtOnce(todo, 2, async (c) => {
    const seed = seedOf(c.id);
    const appearance = {
      style: c.style,
      age: c.age,
      ethnicity: c.ethnicity,
      eyeColor: c.eyeColor,
      hairstyle: c.hairstyle,
      hairColor: c.hairColor,
      body: c.body,
      breast: c.breast,
      hip: c.hip,
      clothing: c.clothing,
    };
    // Variant 0 is the public cover; the gallery photos are locked for free users.
    const images: StoredImage[] = [];
    for (let variant = 0; variant <= GALLERY_PHOTOS; variant++) {
      const bytes = await opts.image.generate({
        appearance,
        seed,
        variant,
        scene: variant === 0 ? undefined : galleryScenes[(seed + variant) % galleryScenes.length],
        ...SIZE,
      });
      images.push(await storeImage(opts.dataDir, bytes, SIZE));
    }
    const created = now - c.createdDaysAgo * DAY;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('characters')
        .values({
          id: c.id,
          owner_id: null,
          name: c.name,
          style: c.style,
          gender: c.gender,
          age: c.age,
          ethnicity: c.ethnicity,
          eye_color: c.eyeColor,
          hairstyle: c.hairstyle,
          hair_color: c.hairColor,
          body: c.body,
          breast: c.breast,
          hip: c.hip,
          clothing: c.clothing,
          kinks: jsonText(c.kinks),
          occupation: c.occupation,
          personality: c.personality,
          relationship: c.relationship,
          intro: c.intro,
          description: c.description,
          greeting: c.greeting,
          avatar: images[0]!.file,
          cover: images[0]!.file,
          seed,
          state: CustomCharacterState.done,
          visibility: Visibility.open,
          release: Release.release,
          cost: Cost.free,
          custom_type: CustomType.free,
          rec_score: c.recScore,
          chat_count: c.chatCount,
          like_count: Math.round(c.chatCount / 7),
          source: 'demo',
          create_time: created,
          update_time: created,
        })
        .execute();
      for (const name of c.tags) {
        const tagId = tagIds.get(name);
        if (tagId) await trx.insertInto('character_tags').values({ character_id: c.id, tag_id: tagId }).execute();
      }
      for (const [i, s] of c.stories.entries()) {
        await trx
          .insertInto('scripts')
          .values({
            id: s.id,
            character_id: c.id,
            title: s.title,
            description: s.description,
            opening: s.opening,
            prompt: s.prompt,
            cover: images[0]!.file,
            kind: s.kind,
            premium_only: s.premiumOnly ? 1 : 0,
            hidden: s.hidden ? 1 : 0,
            sort: i,
            create_time: created,
          })
          .execute();
      }
      for (let i = 1; i < images.length; i++) {
        const img = images[i]!;
        await trx
          .insertInto('photos')
          .values({
            id: `${c.id}-p${i}`,
            character_id: c.id,
            file: img.file,
            blurred_file: img.blurredFile,
            width: img.width,
            height: img.height,
            sort: i,
            like_count: (seed >> i) % 500,
            prompt: galleryScenes[(seed + i) % galleryScenes.length] ?? '',
            seed,
            in_chat: 0,
            create_time: created,
          })
          .execute();
      }
    });
    opts.log?.(`seeded ${c.name}`);
  });

  await seedContentTexts(db);
  await seedPosts(db, now);
  await db
    .insertInto('app_meta')
    .values({ key: 'seed_version', value: SEED_VERSION })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: sql`excluded.value` }))
    .execute();
  return { seeded: true };
}

const POSTS_PER_CHARACTER = 3;

/**
 * A few posts per demo character (the Desire post feed), from what is already there: gallery
 * photo i with her i-th story as its caption (translated with the story), a day apart from her
 * creation, never in the future. Idempotent by the post's id, so an older database gets them too.
 */
async function seedPosts(db: Db, now: number) {
  const photos = await db
    .selectFrom('photos')
    .innerJoin('characters', 'characters.id', 'photos.character_id')
    .select(['photos.id', 'photos.character_id', 'photos.sort', 'characters.create_time'])
    .where('characters.source', '=', 'demo')
    .where('photos.in_chat', '=', 0)
    .execute();
  const byId = new Map(photos.map((p) => [p.id, p]));
  await db.transaction().execute(async (trx) => {
    for (const c of demoCharacters) {
      for (let i = 1; i <= POSTS_PER_CHARACTER; i++) {
        const photo = byId.get(`${c.id}-p${i}`);
        const story = c.stories[(i - 1) % c.stories.length];
        if (!photo || !story) continue;
        await trx
          .insertInto('posts')
          .values({
            id: `${c.id}-post${i}`,
            character_id: c.id,
            photo_id: photo.id,
            script_id: story.id,
            caption: story.description,
            like_count: (photo.sort * 37 + c.chatCount) % 900,
            create_time: Math.min(now - i * 3_600_000, photo.create_time + i * DAY),
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
    }
  });
}

interface ContentTexts {
  characters?: Record<string, { intro?: string; description?: string; greeting?: string }>;
  stories?: Record<string, { title?: string; description?: string; opening?: string }>;
}

/** The demo catalogue's texts in other languages, one JSON file a locale (catalogue/translations). */
export function demoContentTexts(): Map<string, ContentTexts> {
  const dir = new URL('./catalogue/translations/', import.meta.url);
  if (!existsSync(dir)) return new Map();
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  return new Map(files.map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as ContentTexts]));
}

/** Upsert every translation of a demo character or story that exists in the database. */
async function seedContentTexts(db: Db) {
  const characters = new Set((await db.selectFrom('characters').select('id').where('source', '=', 'demo').execute()).map((r) => r.id));
  const scripts = new Set(
    (
      await db
        .selectFrom('scripts')
        .select('id')
        .where('character_id', 'in', [...characters, ''])
        .execute()
    ).map((r) => r.id),
  );
  await db.transaction().execute(async (trx) => {
    for (const [locale, texts] of demoContentTexts()) {
      for (const [id, t] of Object.entries(texts.characters ?? {})) {
        if (!characters.has(id)) continue;
        const row = { intro: t.intro ?? '', description: t.description ?? '', greeting: t.greeting ?? '' };
        await trx
          .insertInto('character_texts')
          .values({ character_id: id, locale, ...row })
          .onConflict((oc) => oc.columns(['character_id', 'locale']).doUpdateSet(row))
          .execute();
      }
      for (const [id, t] of Object.entries(texts.stories ?? {})) {
        if (!scripts.has(id)) continue;
        const row = { title: t.title ?? '', description: t.description ?? '', opening: t.opening ?? '' };
        await trx
          .insertInto('script_texts')
          .values({ script_id: id, locale, ...row })
          .onConflict((oc) => oc.columns(['script_id', 'locale']).doUpdateSet(row))
          .execute();
      }
    }
  });
}
