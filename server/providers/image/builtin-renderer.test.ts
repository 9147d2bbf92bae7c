import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Appearance } from '../../../shared/attributes.js';
import { createBuiltinRenderer, portraitSvg, renderPortrait } from './builtin-renderer.js';
import type { ImageRequest } from './types.js';
import { sceneKind } from './builtin/background.js';
import { createRandom } from './builtin/random.js';
import { photoScenes } from '../../domain/chat/photos.js';

const appearance: Appearance = {
  style: 'REALITY',
  age: 24,
  ethnicity: 'italian',
  eyeColor: 'green',
  hairstyle: 'long',
  hairColor: 'brown',
  body: 'curvy',
  breast: 'medium',
  hip: 'medium',
  clothing: 'summer dress',
};
const req = (over: Partial<ImageRequest> = {}): ImageRequest => ({ appearance, seed: 42, variant: 0, width: 768, height: 1024, ...over });

/** The gradient that paints her face: it carries the skin tone of the character. */
const faceGradient = (svg: string) => /<radialGradient id="faceLight"[\s\S]*?<\/radialGradient>/.exec(svg)?.[0];
const hairGradient = (svg: string) => /<linearGradient id="hairFill"[\s\S]*?<\/linearGradient>/.exec(svg)?.[0];

describe('built-in renderer', () => {
  it('draws a PNG of the requested size', async () => {
    const png = await renderPortrait(req());
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([768, 1024]);
    const small = await sharp(await renderPortrait(req({ width: 300, height: 400 }))).metadata();
    expect([small.width, small.height]).toEqual([300, 400]);
  });

  it('is not a blank canvas: the picture has colour and contrast', async () => {
    const stats = await sharp(await renderPortrait(req())).stats();
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(20);
  });

  it('gives the same bytes for the same seed and variant', async () => {
    const [a, b] = await Promise.all([renderPortrait(req()), renderPortrait(req())]);
    expect(a.equals(b)).toBe(true);
  });

  it('changes the picture with the seed and with the variant', async () => {
    const base = await renderPortrait(req());
    expect(base.equals(await renderPortrait(req({ seed: 43 })))).toBe(false);
    expect(base.equals(await renderPortrait(req({ variant: 1 })))).toBe(false);
    expect(portraitSvg(req()).figure).not.toBe(portraitSvg(req({ variant: 2 })).figure);
  });

  it('keeps face and hair colours across variants of one seed', () => {
    const first = portraitSvg(req({ variant: 0 })).figure;
    for (const variant of [1, 2, 3, 4]) {
      const other = portraitSvg(req({ variant, scene: 'at the beach' })).figure;
      expect(faceGradient(other)).toBe(faceGradient(first));
      expect(hairGradient(other)).toBe(hairGradient(first));
    }
    expect(faceGradient(first)).toBeDefined();
  });

  // A scene without a place word was drawn at a place picked by chance, often her cover's room:
  // a paid photo "on the balcony at sunset" looked like the free cover.
  it("draws every chat photo's scene at the place its words name, whatever the variant", () => {
    for (const scene of photoScenes) {
      const places = new Set(Array.from({ length: 20 }, (_, v) => sceneKind(scene, 'casual', createRandom(v + 1))));
      expect([scene, places.size]).toEqual([scene, 1]);
    }
    expect(sceneKind('on the balcony at sunset', 'casual', createRandom(1))).toBe('city');
    expect(sceneKind('taking a mirror selfie', 'casual', createRandom(1))).toBe('room');
  });

  it('draws from the appearance: hair colour, style and scene show in the picture', () => {
    const brown = portraitSvg(req()).figure;
    const blonde = portraitSvg(req({ appearance: { ...appearance, hairColor: 'blonde' } })).figure;
    expect(hairGradient(blonde)).not.toBe(hairGradient(brown));
    const anime = portraitSvg(req({ appearance: { ...appearance, style: 'ANIMATE' } })).figure;
    // Anime faces are flat-filled with an ink outline; realistic ones use the soft gradient.
    expect(anime).toMatch(
      /<path d="[^"]+" fill="#[0-9a-f]{6}" stroke="#[0-9a-f]{6}" stroke-width="2.5"\/><g clip-path="url\(#faceClip\)">/,
    );
    expect(brown).toContain('fill="url(#faceLight)"');
    expect(portraitSvg(req({ scene: 'on the beach at sunset' })).background).toContain('id="sea"');
    expect(portraitSvg(req({ scene: 'downtown at night' })).background).toContain('id="night"');
  });

  it('stops before drawing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(createBuiltinRenderer().generate(req(), controller.signal)).rejects.toThrow('gone');
  });
});
