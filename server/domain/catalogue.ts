import type { Db } from '../db/connect.js';
import { readList } from '../db/json-text.js';
import type { CharacterRow, PhotoRow, ScriptRow, UserRow } from '../db/database.js';
import type { CharacterCard, CharacterDetail, Photo, Script, TagOption } from '../../shared/schemas/character.js';
import { ListSort, Release, Visibility, type Style } from '../../shared/enums.js';
import { energy, isPremium } from '../../shared/constants.js';
import { notFound } from '../errors.js';
import { inLocaleCharacter, inLocaleCharacters, inLocaleScripts } from './content-texts.js';
import { preferenceScore, preferencesOf } from './preferences.js';
import type { OnboardingAnswers } from '../../shared/onboarding.js';

export const mediaUrl = (file: string) => (file ? `/media/${file}` : '');

/** Each character's tags, in the tags' order (one query for any number of characters). */
export async function tagsByCharacter(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('character_tags')
    .innerJoin('tags', 'tags.id', 'character_tags.tag_id')
    .select(['character_tags.character_id as cid', 'tags.name as name'])
    .where('character_tags.character_id', 'in', ids)
    .orderBy('tags.sort')
    .execute();
  for (const r of rows) map.set(r.cid, [...(map.get(r.cid) ?? []), r.name]);
  return map;
}

/**
 * The one rule of "sees this photo clear": among these photos, all of them for a Premium viewer,
 * otherwise those the viewer unlocked; none for the public (no viewer).
 */
export async function clearPhotoIds(db: Db, viewer: UserRow | undefined, photoIds: string[], now: number): Promise<Set<string>> {
  if (!viewer || photoIds.length === 0) return new Set();
  if (isPremium(viewer.vip_expire_at, now)) return new Set(photoIds);
  const u = await db
    .selectFrom('photo_unlocks')
    .select('photo_id')
    .where('user_id', '=', viewer.id)
    .where('photo_id', 'in', photoIds)
    .execute();
  return new Set(u.map((x) => x.photo_id));
}

/**
 * The cover file each character shows this viewer. An owner may make a gallery photo the cover,
 * and gallery photos are locked for free viewers: to a viewer who may not see that photo (no
 * viewer: the public), the cover is its blurred rendition. Other covers are public portraits.
 */
export async function coversFor(
  db: Db,
  rows: Pick<CharacterRow, 'id' | 'cover' | 'owner_id'>[],
  viewer: UserRow | undefined,
  now: number,
): Promise<Map<string, string>> {
  return coversFrom(db, rows, await coverPhotos(db, rows), viewer, now);
}

type CoverPhoto = Pick<PhotoRow, 'id' | 'character_id' | 'file' | 'blurred_file'>;

/** The gallery photos used as covers by these characters (the same for every viewer). */
async function coverPhotos(db: Db, rows: Pick<CharacterRow, 'id' | 'cover'>[]): Promise<CoverPhoto[]> {
  const withCover = rows.filter((r) => r.cover);
  if (withCover.length === 0) return [];
  return db
    .selectFrom('photos')
    .select(['id', 'character_id', 'file', 'blurred_file'])
    .where(
      'character_id',
      'in',
      withCover.map((r) => r.id),
    )
    .where(
      'file',
      'in',
      withCover.map((r) => r.cover),
    )
    .execute();
}

/** coversFor over cover photos already read: only the viewer's unlocks are asked for. */
async function coversFrom(
  db: Db,
  rows: Pick<CharacterRow, 'id' | 'cover' | 'owner_id'>[],
  photos: CoverPhoto[],
  viewer: UserRow | undefined,
  now: number,
): Promise<Map<string, string>> {
  const covers = new Map(rows.map((r) => [r.id, r.cover]));
  if (photos.length === 0) return covers;
  const owners = new Map(rows.map((r) => [r.id, r.owner_id]));
  // The owner sees their own cover clear; anyone else by the photo rule.
  const others = photos.filter((p) => covers.get(p.character_id) === p.file && !(viewer && owners.get(p.character_id) === viewer.id));
  const clear = await clearPhotoIds(
    db,
    viewer,
    others.map((p) => p.id),
    now,
  );
  for (const p of others) if (!clear.has(p.id)) covers.set(p.character_id, p.blurred_file);
  return covers;
}

function toCard(r: CharacterRow, tags: string[], cover: string): CharacterCard {
  return {
    id: r.id,
    name: r.name,
    age: r.age,
    style: r.style as Style,
    avatar: mediaUrl(r.avatar),
    cover: mediaUrl(cover),
    tags,
    intro: r.intro,
    chatCount: r.chat_count,
    likeCount: r.like_count,
    createTime: r.create_time,
  };
}

export interface ListQuery {
  sort: number;
  style?: Style;
  tag?: string;
  keyword?: string;
  tags?: string[];
  page: number;
  pageSize: number;
  /** The viewer's UI language: card texts come in it where translated. */
  locale?: string;
  /** Who looks, for covers chosen from the gallery; without one the list is the public's. */
  viewer?: UserRow;
  now?: number;
  /** Rank by these onboarding answers first (recommended order); default: the viewer's own. */
  preferences?: OnboardingAnswers;
}

/** What "published" means in the characters table: released and public (read and written only through the helpers below). */
const published = { release: Release.release, visibility: Visibility.open } as const;

/** The one rule of "published": released and public. Everyone may see a published character. */
export const isPublished = (c: Pick<CharacterRow, 'release' | 'visibility'>) =>
  c.release === published.release && c.visibility === published.visibility;

/** The characters query narrowed to the published ones (see `isPublished`). */
export const publishedCharacters = (db: Db) =>
  db.selectFrom('characters').where('release', '=', published.release).where('visibility', '=', published.visibility);

/** The release and visibility a character is written with: published, or private and not released. */
export const releaseState = (publish: boolean) =>
  publish ? published : ({ release: Release.notRelease, visibility: Visibility.private } as const);

/** A list page as it is for everyone who asks it; the viewer's covers are laid on it after (cardsOf). */
interface ListPage {
  rows: CharacterRow[];
  tags: Map<string, string[]>;
  coverPhotos: CoverPhoto[];
  total: number;
}

/** List pages this deep and shallower, without a search, are the ones kept with the shared lists. */
const SHARED_PAGES = 10;

/** Keeps list pages that are the same for everyone until the catalogue changes (domain/catalogue-cache.ts). */
export interface ListCache {
  get<T>(key: string, load: () => Promise<T>, tier?: 'shared' | 'search'): Promise<T>;
}

/**
 * Published characters for everyone: released and public. With `cache`, the page's shared part
 * (rows, tags, texts, cover photos) is read once per catalogue change; the viewer's part (which
 * gallery covers they see clear) is asked for each call.
 */
export async function listCharacters(db: Db, q: ListQuery, cache?: ListCache): Promise<{ list: CharacterCard[]; total: number }> {
  const preferences = q.sort === ListSort.rec ? (q.preferences ?? preferencesOf(q.viewer)) : {};
  const shared = { ...q, viewer: undefined, now: undefined, preferences };
  const key = JSON.stringify(['list', q.sort, q.style, q.keyword, q.tag, q.tags, q.page, q.pageSize, q.locale ?? 'en', preferences]);
  const cards = async (page: ListPage, viewer: UserRow | undefined) => {
    const covers = await coversFrom(db, page.rows, page.coverPhotos, viewer, q.now ?? Date.now());
    return { list: page.rows.map((r) => toCard(r, page.tags.get(r.id) ?? [], covers.get(r.id) ?? '')), total: page.total };
  };
  if (!cache) return cards(await listPage(db, shared), q.viewer);
  // Words, tag names and deep pages are the client's to choose, a new one each call: their pages
  // are kept apart, so a stream of searches never pushes out the home pages everyone shares.
  const tier = q.keyword || q.tag || q.tags?.length || q.page > SHARED_PAGES ? 'search' : 'shared';
  const page = () => cache.get(key, () => listPage(db, shared), tier);
  // The public (no viewer) sees the same cards whatever the time: kept whole.
  if (!q.viewer) return cache.get(`${key}:public`, async () => cards(await page(), undefined), tier);
  return cards(await page(), q.viewer);
}

async function listPage(db: Db, q: ListQuery): Promise<ListPage> {
  let base = publishedCharacters(db);
  if (q.style) base = base.where('style', '=', q.style);
  if (q.keyword) base = base.where('name', 'like', `%${q.keyword.replace(/[%_]/g, '')}%`);
  const tagNames = [...(q.tags ?? []), ...(q.tag ? [q.tag] : [])];
  if (tagNames.length) {
    base = base.where('id', 'in', (eb) =>
      eb
        .selectFrom('character_tags')
        .innerJoin('tags', 'tags.id', 'character_tags.tag_id')
        .select('character_tags.character_id')
        .where('tags.name', 'in', tagNames),
    );
  }
  const order =
    q.sort === ListSort.hot ? ('chat_count' as const) : q.sort === ListSort.new ? ('create_time' as const) : ('rec_score' as const);
  // Recommended: the characters closest to the onboarding preferences come first.
  const fit = q.sort === ListSort.rec ? preferenceScore(q.preferences ?? preferencesOf(q.viewer)) : null;
  const ranked = fit ? base.selectAll().orderBy(fit, 'desc') : base.selectAll();
  const [rows, count] = await Promise.all([
    ranked
      .orderBy(order, 'desc')
      .orderBy('id')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const [tags, texts, photos] = await Promise.all([
    tagsByCharacter(
      db,
      rows.map((r) => r.id),
    ),
    inLocaleCharacters(db, rows, q.locale ?? 'en'),
    coverPhotos(db, rows),
  ]);
  return { rows: texts, tags, coverPhotos: photos, total: Number(count.n) };
}

/** One story by id (its character's visibility is the caller's to check). */
export const scriptById = (db: Db, id: string) => db.selectFrom('scripts').selectAll().where('id', '=', id).executeTakeFirst();

/** A character the viewer may see: published, or their own (one its creator deleted is nobody's: custom-characters/delete.ts). */
export async function visibleCharacter(db: Db, id: string, viewer?: UserRow): Promise<CharacterRow> {
  const row = await db.selectFrom('characters').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.delete_time !== null || (!isPublished(row) && row.owner_id !== viewer?.id)) throw notFound('Character');
  return row;
}

/**
 * The gallery as this viewer may see it. Free viewers get only the blurred rendition's URL of a
 * photo they have not unlocked: the clear file's name never leaves the server for them.
 */
export async function photosFor(db: Db, rows: PhotoRow[], viewer: UserRow | undefined, now: number): Promise<Photo[]> {
  const clearIds = await clearPhotoIds(
    db,
    viewer,
    rows.map((r) => r.id),
    now,
  );
  return rows.map((p) => {
    const clear = clearIds.has(p.id);
    return {
      id: p.id,
      characterId: p.character_id,
      url: mediaUrl(clear ? p.file : p.blurred_file),
      blurred: !clear,
      locked: !clear,
      unlockPrice: energy.unlockCoinCost,
      width: p.width,
      height: p.height,
      likeCount: p.like_count,
    };
  });
}

export async function characterDetail(
  db: Db,
  id: string,
  viewer: UserRow | undefined,
  now: number,
  locale = 'en',
): Promise<CharacterDetail> {
  const r = await inLocaleCharacter(db, await visibleCharacter(db, id, viewer), locale);
  const [tags, photoRows, covers] = await Promise.all([
    tagsByCharacter(db, [r.id]),
    db.selectFrom('photos').selectAll().where('character_id', '=', r.id).where('in_chat', '=', 0).orderBy('sort').execute(),
    coversFor(db, [r], viewer, now),
  ]);
  return {
    ...toCard(r, tags.get(r.id) ?? [], covers.get(r.id) ?? ''),
    gender: r.gender,
    ethnicity: r.ethnicity,
    eyeColor: r.eye_color,
    hairstyle: r.hairstyle,
    hairColor: r.hair_color,
    body: r.body,
    breast: r.breast,
    hip: r.hip,
    clothing: r.clothing,
    kinks: readList(r.kinks),
    occupation: r.occupation,
    personality: r.personality,
    relationship: r.relationship,
    description: r.description,
    greeting: r.greeting,
    photos: await photosFor(db, photoRows, viewer, now),
    isCustom: r.owner_id !== null,
    ownerId: r.owner_id,
  };
}

export function toScript(s: ScriptRow, premium: boolean): Script {
  return {
    id: s.id,
    characterId: s.character_id,
    title: s.title,
    description: s.description,
    opening: s.opening,
    cover: mediaUrl(s.cover),
    kind: s.kind === 'post' ? 'post' : 'story',
    premiumOnly: s.premium_only === 1,
    hidden: s.hidden === 1,
    locked: (s.premium_only === 1 || s.hidden === 1) && !premium,
  };
}

/** Stories of a character; hidden ones are listed for Premium only. */
export async function scriptsFor(db: Db, characterId: string, viewer: UserRow | undefined, now: number, locale = 'en'): Promise<Script[]> {
  await visibleCharacter(db, characterId, viewer);
  const premium = viewer ? isPremium(viewer.vip_expire_at, now) : false;
  let q = db.selectFrom('scripts').selectAll().where('character_id', '=', characterId);
  if (!premium) q = q.where('hidden', '=', 0);
  const rows = await inLocaleScripts(db, await q.orderBy('sort').execute(), locale);
  return rows.map((s) => toScript(s, premium));
}

export async function tagOptions(db: Db): Promise<TagOption[]> {
  // Users' own tags (category custom) stay on their characters, not in everyone's picker.
  const rows = await db
    .selectFrom('tags')
    .selectAll()
    .where('category', '!=', 'custom')
    .orderBy('recommended', 'desc')
    .orderBy('sort')
    .execute();
  return rows.map((t) => ({ id: t.id, name: t.name, category: t.category, recommended: t.recommended === 1 }));
}

export async function photoPage(db: Db, characterId: string, viewer: UserRow | undefined, now: number, page: number, pageSize: number) {
  await visibleCharacter(db, characterId, viewer);
  const base = db.selectFrom('photos').where('character_id', '=', characterId).where('in_chat', '=', 0);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('sort')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: await photosFor(db, rows, viewer, now), total: Number(count.n) };
}
