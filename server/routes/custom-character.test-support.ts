import { Hono } from 'hono';
import sharp from 'sharp';
import { signBody } from '../../shared/sign.js';
import { AppError } from '../errors.js';
import { envelope } from '../http/envelope.js';
import type { AppEnv } from '../http/env.js';
import type { ImageProvider } from '../providers/image/types.js';
import type { TestApp } from '../test/harness.js';
import { customCharacterRoutes } from './custom-character.js';
import { photographRoutes } from './photograph.js';

/**
 * The /v1 stack of app.ts with these routes mounted, so the tests do not depend on when app.ts
 * mounts them; every other path goes to the real app.
 */
export function withCustomRoutes(t: TestApp) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', t.deps);
    await next();
  });
  const v1 = new Hono<AppEnv>();
  v1.use('*', envelope);
  v1.route('/', customCharacterRoutes);
  v1.route('/', photographRoutes);
  app.route('/v1', v1);
  app.onError((err, c) => {
    if (err instanceof AppError) return c.json({ code: err.code, message: err.message, data: null, region: '' });
    throw err;
  });
  const ours = (path: string) => path.startsWith('/v1/custom-character/') || /^\/v1\/character\/photograph\/(list-self|edit|like-op|statics)$/.test(path);
  return async function call<T = any>(path: string, params: unknown = {}, token = ''): Promise<{ code: number; message: string; data: T }> {
    if (!ours(path)) return t.call<T>(path, params, { token });
    const body = JSON.stringify({ params, token, ch: '', t: 0, timezoneOffset: 0, plat: 'web', publisher: '', uuid: 'test-device' });
    const res = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', sign: signBody(body, t.deps.config.signSecret) }, body });
    return res.json();
  };
}

/** A quick stand-in for the renderer: a flat colour per seed and variant. */
export const flatImages: ImageProvider = {
  name: 'flat',
  generate: async (req) =>
    sharp({ create: { width: 96, height: 128, channels: 3, background: { r: (req.seed * 7) % 256, g: (req.variant * 50) % 256, b: 120 } } }).png().toBuffer(),
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
  mode: 'template', style: 'REALITY', gender: 'woman', age: 24, ethnicity: 'italian', eyeColor: 'green', hairstyle: 'ponytail',
  hairColor: 'brown', body: 'curvy', breast: 'medium', hip: 'medium', clothing: 'summer dress', kinks: ['romantic', 'teasing'],
  occupation: 'artist', personality: 'lover', relationship: 'girlfriend', name: 'Giulia',
  description: 'A warm painter from Florence who loves long walks and longer conversations.', tags: ['Romantic', 'my own tag'],
};
