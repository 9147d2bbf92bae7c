import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPortrait } from './builtin-renderer.js';
import { storeImage } from './store.js';

let dataDir: string;
let png: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'image-store-'));
  png = await renderPortrait({
    appearance: {
      style: 'REALITY',
      age: 27,
      ethnicity: 'latina',
      eyeColor: 'brown',
      hairstyle: 'curly',
      hairColor: 'black',
      body: 'curvy',
      breast: 'large',
      hip: 'large',
      clothing: 'cocktail dress',
    },
    seed: 7,
    variant: 0,
    width: 768,
    height: 1024,
  });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const hexName = /^[0-9a-f]{32}\.webp$/;

describe('storeImage', () => {
  it('writes a clear WebP and a separate blurred one under media/, with random names', async () => {
    const stored = await storeImage(dataDir, png, { width: 768, height: 1024 });
    expect(stored.file).toMatch(hexName);
    expect(stored.blurredFile).toMatch(hexName);
    expect(stored.blurredFile).not.toBe(stored.file);
    expect(stored.blurredFile.slice(0, 8)).not.toBe(stored.file.slice(0, 8));
    expect(await readdir(join(dataDir, 'media'))).toEqual(expect.arrayContaining([stored.file, stored.blurredFile]));

    const clear = await sharp(join(dataDir, 'media', stored.file)).metadata();
    expect([clear.format, clear.width, clear.height]).toEqual(['webp', 768, 1024]);
    const blurred = await sharp(join(dataDir, 'media', stored.blurredFile)).metadata();
    expect(blurred.format).toBe('webp');
    expect(blurred.width! * 1024).toBe(blurred.height! * 768); // same shape, smaller
    expect(blurred.width).toBeLessThan(768);
  });

  it('blurs the teaser so that its detail is gone', async () => {
    const stored = await storeImage(dataDir, png);
    const sharpness = async (file: string) => {
      // Edge energy: mean of a Laplacian over the picture, compared at one size.
      const { data } = await sharp(join(dataDir, 'media', file))
        .resize(192, 256)
        .greyscale()
        .convolve({ width: 3, height: 3, kernel: [0, -1, 0, -1, 4, -1, 0, -1, 0], offset: 128 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      let sum = 0;
      for (const v of data) sum += Math.abs(v - 128);
      return sum / data.length;
    };
    const clear = await sharpness(stored.file);
    const blurred = await sharpness(stored.blurredFile);
    expect(blurred).toBeLessThan(clear / 4);
  });

  it('resizes to the target size and never reuses a name', async () => {
    const a = await storeImage(dataDir, png, { width: 300, height: 400 });
    const b = await storeImage(dataDir, png, { width: 300, height: 400 });
    expect(new Set([a.file, a.blurredFile, b.file, b.blurredFile]).size).toBe(4);
    const meta = await sharp(join(dataDir, 'media', a.file)).metadata();
    expect([meta.width, meta.height]).toEqual([300, 400]);
    expect([a.width, a.height]).toEqual([300, 400]);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(storeImage(dataDir, Buffer.from('not an image'))).rejects.toThrow();
  });
});
