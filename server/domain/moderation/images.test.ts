import { describe, expect, it } from 'vitest';
import { clothings, type Appearance, type Clothing } from '../../../shared/attributes.js';
import { demoCharacters } from '../../db/seed/catalogue/characters.js';
import { galleryScenes } from '../../db/seed/catalogue/gallery.js';
import { buildImagePrompt } from '../../providers/image/image-prompt.js';
import { createBuiltinRenderer } from '../../providers/image/builtin-renderer.js';
import { outfits } from '../../providers/image/builtin/outfits.js';
import { adultConstraints, assertImageAllowed } from './images.js';

const schoolLook = /school|sailor|seifuku|uniform with a bow|classroom|pigtails|teen|child|kid|loli/i;

const appearanceOf = (c: (typeof demoCharacters)[number]): Appearance => ({
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
});

describe('pictures never look like a minor', () => {
  it('the wizard offers no school uniform and the renderer draws no sailor collar', () => {
    expect(clothings.filter((c) => schoolLook.test(c))).toEqual([]);
    for (const [name, spec] of Object.entries(outfits)) {
      expect(schoolLook.test(name), name).toBe(false);
      expect([...spec.details, ...(spec.layer?.details ?? [])], name).not.toContain('sailor');
    }
  });

  it('every wizard outfit gives a prompt with the adult constraints and no school words', () => {
    const base = demoCharacters[0]!;
    for (const clothing of clothings) {
      const prompt = buildImagePrompt({ appearance: { ...appearanceOf(base), clothing }, seed: 1, variant: 0, width: 512, height: 768 });
      expect(prompt, clothing).toContain(adultConstraints);
      expect(prompt.replace(adultConstraints, ''), clothing).not.toMatch(schoolLook);
    }
  });

  it('every seeded character and gallery scene passes, and is described as an adult of 21 or more', () => {
    for (const c of demoCharacters) {
      expect(c.age, c.id).toBeGreaterThanOrEqual(18);
      expect(c.hairstyle, `${c.id}: pigtails draw her younger`).not.toBe('pigtails');
      for (const [variant, scene] of galleryScenes.entries()) {
        const prompt = buildImagePrompt({ appearance: appearanceOf(c), seed: 7, variant, scene, width: 512, height: 768 });
        expect(prompt, c.id).toContain(adultConstraints);
        expect(prompt, c.id).toMatch(new RegExp(`\\b${Math.max(21, c.age)}-year-old\\b`));
        expect(prompt.replace(adultConstraints, ''), `${c.id} ${scene}`).not.toMatch(schoolLook);
      }
    }
  });

  it('refuses an age under 18, a retired school outfit and a scene with a minor or a school, with the built-in renderer too', async () => {
    const ok = appearanceOf(demoCharacters[0]!);
    const ask = (appearance: Appearance, scene?: string) =>
      buildImagePrompt({ appearance, seed: 1, variant: 0, scene, width: 512, height: 768 });
    expect(() => ask({ ...ok, age: 17 })).toThrow(/adults/);
    expect(() => ask({ ...ok, clothing: 'school-style uniform' as Clothing })).toThrow(/adults/);
    for (const scene of [
      'in a classroom after the bell',
      'as a 15-year-old at the beach',
      'a schoolgirl in the park',
      'hugging a teddy bear on the playground',
    ]) {
      expect(() => ask(ok, scene), scene).toThrow(expect.objectContaining({ code: 2004 }));
    }
    expect(() => ask(ok, 'on a sunny beach')).not.toThrow();
    const renderer = createBuiltinRenderer();
    await expect(renderer.generate({ appearance: { ...ok, age: 16 }, seed: 1, variant: 0, width: 64, height: 96 })).rejects.toMatchObject({
      code: 2004,
    });
    expect(() => assertImageAllowed({ age: 25, clothing: 'cosplay', scene: 'at an anime convention' })).not.toThrow();
  });
});
