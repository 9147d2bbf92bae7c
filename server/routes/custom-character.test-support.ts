import sharp from 'sharp';
import { expect } from 'vitest';
import type { ImageProvider } from '../providers/image/types.js';
import type { TestApp } from '../test/harness.js';
import { generationIdle } from '../domain/custom-characters/generation.js';
import { markVerified } from '../domain/verification.js';

/** Calls through the whole app (createApp), with the token as the last argument. */
export function withCustomRoutes(t: TestApp) {
  return function call<T = any>(path: string, params: unknown = {}, token = ''): Promise<{ code: number; message: string; data: T }> {
    return t.call<T>(path, params, { token });
  };
}

/** A quick stand-in for the renderer: a flat colour per seed and variant. */
export const flatImages: ImageProvider = {
  name: 'flat',
  generate: async (req) =>
    sharp({ create: { width: 96, height: 128, channels: 3, background: { r: (req.seed * 7) % 256, g: (req.variant * 50) % 256, b: 120 } } })
      .png()
      .toBuffer(),
};

export const brokenImages: ImageProvider = {
  name: 'broken',
  generate: async () => {
    throw new Error('image service down');
  },
};

const held: (() => void)[] = [];
/** Lets every held generation finish, so a failed test does not leave jobs waiting forever. */
export const releaseHeldImages = () => held.splice(0).forEach((release) => release());

/** A provider that waits until released: a generation that is still running. */
export function heldImages() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  held.push(release);
  const provider: ImageProvider = { name: 'held', generate: async (req, signal) => gate.then(() => flatImages.generate(req, signal)) };
  return { provider, release };
}

export const template = {
  mode: 'template',
  style: 'REALITY',
  gender: 'woman',
  age: 24,
  ethnicity: 'italian',
  eyeColor: 'green',
  hairstyle: 'ponytail',
  hairColor: 'brown',
  body: 'curvy',
  breast: 'medium',
  hip: 'medium',
  clothing: 'summer dress',
  kinks: ['romantic', 'teasing'],
  occupation: 'artist',
  personality: 'lover',
  relationship: 'girlfriend',
  name: 'Giulia',
  description: 'A warm painter from Florence who loves long walks and longer conversations.',
  tags: ['Romantic', 'my own tag'],
};

/** A verified creator's character, made, published and released by an operator, and her gallery photos. */
export async function releasedCharacter(t: TestApp) {
  t.deps.image = flatImages;
  const creator = await t.member();
  await t.deps.db.updateTable('users').set({ gold_balance: 1000 }).where('id', '=', creator.uid).execute();
  await markVerified(t.deps.db, creator.uid, t.deps.clock());
  const made = await t.call('/v1/custom-character/create', template, { token: creator.token });
  await generationIdle();
  expect((await t.call('/v1/custom-character/confirm', { id: made.data.id, visibility: 1 }, { token: creator.token })).code).toBe(0);
  await t.deps.db.updateTable('characters').set({ release: 30 }).where('id', '=', made.data.id).execute();
  const photos = await t.deps.db
    .selectFrom('photos')
    .select(['id', 'file', 'blurred_file'])
    .where('character_id', '=', made.data.id)
    .where('in_chat', '=', 0)
    .orderBy('sort')
    .execute();
  expect(photos.length).toBeGreaterThanOrEqual(2);
  return { creator, id: made.data.id as string, photos };
}
