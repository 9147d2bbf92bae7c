import sharp from 'sharp';
import type { ImageProvider } from '../providers/image/types.js';
import type { TestApp } from '../test/harness.js';

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
