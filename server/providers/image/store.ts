import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { StoredImage } from './types.js';

const DEFAULT_WIDTH = 768;
const DEFAULT_HEIGHT = 1024;
/** The teaser is this much smaller than the photo, then blurred: nothing of the clear image survives. */
const BLUR_DOWNSCALE = 4;
/** Blur strength in full-size pixels (applied at the reduced size as sigma / downscale). */
const BLUR_SIGMA = 28;

/** Each name is 128 random bits, drawn separately, so the teaser's name says nothing about the photo's. */
function randomName(): string {
  return `${randomBytes(16).toString('hex')}.webp`;
}

/**
 * Writes a generated picture under DATA_DIR/media as WebP at the target size, and beside it a
 * strongly blurred, downscaled rendition for users who may not see the clear one.
 */
export async function storeImage(dataDir: string, bytes: Buffer, opts: { width?: number; height?: number } = {}): Promise<StoredImage> {
  const width = opts.width ?? DEFAULT_WIDTH;
  const height = opts.height ?? DEFAULT_HEIGHT;
  const dir = join(dataDir, 'media');
  await mkdir(dir, { recursive: true });

  const clear = await sharp(bytes).rotate().resize(width, height, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  const blurred = await sharp(clear)
    .resize(Math.max(1, Math.round(width / BLUR_DOWNSCALE)), Math.max(1, Math.round(height / BLUR_DOWNSCALE)))
    .blur(BLUR_SIGMA / BLUR_DOWNSCALE)
    .webp({ quality: 60 })
    .toBuffer();

  const file = randomName();
  const blurredFile = randomName();
  // 'wx': never overwrite an existing picture, however unlikely a name clash is.
  await writeFile(join(dir, file), clear, { flag: 'wx' });
  await writeFile(join(dir, blurredFile), blurred, { flag: 'wx' });
  return { file, blurredFile, width, height };
}
