import { describe, expect, it } from 'vitest';
import {
  bodies,
  clothings,
  ethnicities,
  eyeColors,
  hairColors,
  hairstyles,
  kinks,
  occupations,
  personalities,
  relationships,
  sizes,
} from '../../../../shared/attributes.js';
import { DiscountType } from '../../../../shared/enums.js';
import { selectPlans } from '../../../../shared/plans.js';
import { demoCharacters } from './characters.js';
import { galleryScenes } from './gallery.js';
import { demoGoldItems, demoVipPlans } from './plans.js';
import { demoTags } from './tags.js';

const has = (list: readonly string[], value: string) => list.includes(value);

/** Words (at a word start) that imply a minor; none may appear in any user-visible or prompt text. */
const FORBIDDEN =
  /\b(teen|schoolgirl|school girl|school-girl|underage|under-age|child|kid|loli|minor|young girl|little girl|high school|highschool|petite little|stepdaughter)/i;

function allTexts(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  for (const c of demoCharacters) {
    for (const key of ['name', 'intro', 'description', 'greeting'] as const) out.push({ where: `${c.id}.${key}`, text: c[key] });
    for (const t of c.tags) out.push({ where: `${c.id}.tags`, text: t });
    for (const s of c.stories) {
      for (const key of ['title', 'description', 'opening', 'prompt'] as const) out.push({ where: `${s.id}.${key}`, text: s[key] });
    }
  }
  for (const t of demoTags) out.push({ where: t.id, text: t.name });
  for (const g of galleryScenes) out.push({ where: 'gallery', text: g });
  return out;
}

describe('demo characters', () => {
  it('has enough published characters in both styles', () => {
    expect(demoCharacters.length).toBeGreaterThanOrEqual(24);
    const real = demoCharacters.filter((c) => c.style === 'REALITY').length;
    const anime = demoCharacters.filter((c) => c.style === 'ANIMATE').length;
    expect(real).toBeGreaterThan(0);
    expect(anime).toBeGreaterThan(0);
    expect(Math.abs(real - anime)).toBeLessThanOrEqual(4);
  });

  it('contains only adult women', () => {
    for (const c of demoCharacters) {
      expect(c.gender, c.id).toBe('woman');
      expect(Number.isInteger(c.age), c.id).toBe(true);
      expect(c.age, c.id).toBeGreaterThanOrEqual(18);
      expect(c.age, c.id).toBeGreaterThanOrEqual(19);
      expect(c.age, c.id).toBeLessThanOrEqual(45);
    }
  });

  it('uses only allowed attribute values', () => {
    for (const c of demoCharacters) {
      expect(has(ethnicities, c.ethnicity), `${c.id} ethnicity`).toBe(true);
      expect(has(eyeColors, c.eyeColor), `${c.id} eyeColor`).toBe(true);
      expect(has(hairstyles, c.hairstyle), `${c.id} hairstyle`).toBe(true);
      expect(has(hairColors, c.hairColor), `${c.id} hairColor`).toBe(true);
      expect(has(bodies, c.body), `${c.id} body`).toBe(true);
      expect(has(sizes, c.breast), `${c.id} breast`).toBe(true);
      expect(has(sizes, c.hip), `${c.id} hip`).toBe(true);
      expect(has(clothings, c.clothing), `${c.id} clothing`).toBe(true);
      expect(c.clothing, `${c.id} clothing`).not.toBe('school-style uniform');
      expect(has(occupations, c.occupation), `${c.id} occupation`).toBe(true);
      expect(has(personalities, c.personality), `${c.id} personality`).toBe(true);
      expect(has(relationships, c.relationship), `${c.id} relationship`).toBe(true);
      expect(c.relationship, `${c.id} relationship`).not.toBe('stepdaughter');
      expect(c.kinks.length, `${c.id} kinks`).toBeGreaterThanOrEqual(1);
      expect(c.kinks.length, `${c.id} kinks`).toBeLessThanOrEqual(3);
      expect(new Set(c.kinks).size, `${c.id} kinks unique`).toBe(c.kinks.length);
      for (const k of c.kinks) expect(has(kinks, k), `${c.id} kink ${k}`).toBe(true);
    }
  });

  it('covers every ethnicity, personality and (adult) relationship', () => {
    const used = (pick: (c: (typeof demoCharacters)[number]) => string) => new Set(demoCharacters.map(pick));
    const eth = used((c) => c.ethnicity);
    for (const e of ethnicities) expect(eth.has(e), e).toBe(true);
    const per = used((c) => c.personality);
    for (const p of personalities) expect(per.has(p), p).toBe(true);
    const rel = used((c) => c.relationship);
    for (const r of relationships) if (r !== 'stepdaughter') expect(rel.has(r), r).toBe(true);
  });

  it('has well-formed card and chat texts', () => {
    for (const c of demoCharacters) {
      expect(c.name.trim().length, c.id).toBeGreaterThan(0);
      expect(c.intro.length, `${c.id} intro`).toBeGreaterThan(0);
      expect(c.intro.length, `${c.id} intro`).toBeLessThanOrEqual(70);
      expect(c.description.length, `${c.id} description`).toBeGreaterThan(80);
      expect(c.greeting, `${c.id} greeting has an *action*`).toMatch(/\*[^*]+\*/);
      expect(c.recScore).toBeGreaterThanOrEqual(0);
      expect(c.recScore).toBeLessThanOrEqual(100);
      expect(c.chatCount).toBeGreaterThan(0);
      expect(c.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(c.createdDaysAgo).toBeLessThanOrEqual(120);
    }
  });

  it('gives every character 2–3 stories, with premium and hidden ones across the set', () => {
    for (const c of demoCharacters) {
      expect(c.stories.length, c.id).toBeGreaterThanOrEqual(2);
      expect(c.stories.length, c.id).toBeLessThanOrEqual(3);
      // A free user can always start at least one story.
      expect(
        c.stories.some((s) => !s.premiumOnly && !s.hidden),
        `${c.id} free story`,
      ).toBe(true);
      for (const s of c.stories) {
        expect(s.opening, `${s.id} opening has an *action*`).toMatch(/\*[^*]+\*/);
        expect(['story', 'post']).toContain(s.kind);
        expect(s.title.length, s.id).toBeGreaterThan(0);
        expect(s.description.length, s.id).toBeGreaterThan(0);
        expect(s.prompt.length, s.id).toBeGreaterThan(0);
      }
    }
    const n = demoCharacters.length;
    const withPremium = demoCharacters.filter((c) => c.stories.some((s) => s.premiumOnly)).length;
    const withHidden = demoCharacters.filter((c) => c.stories.some((s) => s.hidden)).length;
    expect(withPremium).toBeGreaterThanOrEqual(Math.ceil(n / 3));
    expect(withHidden).toBeGreaterThanOrEqual(Math.ceil(n / 4));
    const kinds = new Set(demoCharacters.flatMap((c) => c.stories.map((s) => s.kind)));
    expect(kinds).toEqual(new Set(['story', 'post']));
  });

  it('has unique ids for characters, stories and tags', () => {
    const ids = [
      ...demoCharacters.map((c) => c.id),
      ...demoCharacters.flatMap((c) => c.stories.map((s) => s.id)),
      ...demoTags.map((t) => t.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    const names = demoCharacters.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('references only existing tags', () => {
    const names = new Set(demoTags.map((t) => t.name));
    for (const c of demoCharacters) {
      expect(c.tags.length, c.id).toBeGreaterThanOrEqual(2);
      expect(c.tags.length, c.id).toBeLessThanOrEqual(4);
      expect(new Set(c.tags).size, c.id).toBe(c.tags.length);
      for (const t of c.tags) expect(names.has(t), `${c.id} tag ${t}`).toBe(true);
    }
  });

  it('contains no wording that implies a minor', () => {
    const hits = allTexts().filter(({ text }) => FORBIDDEN.test(text));
    expect(hits).toEqual([]);
  });
});

describe('demo tags', () => {
  it('has 24–32 tags with unique names and valid categories', () => {
    expect(demoTags.length).toBeGreaterThanOrEqual(24);
    expect(demoTags.length).toBeLessThanOrEqual(32);
    expect(new Set(demoTags.map((t) => t.name.toLowerCase())).size).toBe(demoTags.length);
    for (const t of demoTags) {
      expect(t.id).toMatch(/^t-[a-z0-9-]+$/);
      expect(['personality', 'scenario', 'appearance', 'relationship', 'style']).toContain(t.category);
    }
    expect(demoTags.some((t) => t.recommended)).toBe(true);
  });
});

describe('demo plans', () => {
  const discountTypes: number[] = Object.values(DiscountType);

  it('offers weekly, monthly, quarterly, yearly and lifetime plans', () => {
    const find = (month: number, days: number) => demoVipPlans.find((p) => p.month === month && p.days === days);
    expect(find(0.25, 7)).toBeDefined();
    expect(find(1, 30)).toBeDefined();
    expect(find(3, 90)).toBeDefined();
    expect(find(12, 365)).toBeDefined();
    const lifetime = demoVipPlans.find((p) => p.lifetime);
    expect(lifetime).toMatchObject({ month: 1200, days: 0, priceCents: 9999, giftGold: 5000 });
  });

  it('gives the first-benefit coins by months', () => {
    for (const p of demoVipPlans) {
      if (p.month === 1) expect(p.giftGold, p.id).toBe(300);
      if (p.month === 3) expect(p.giftGold, p.id).toBe(1000);
      if (p.month === 12) expect(p.giftGold, p.id).toBe(5000);
    }
  });

  it('has consistent integer prices, discounts and stars', () => {
    expect(new Set(demoVipPlans.map((p) => p.id)).size).toBe(demoVipPlans.length);
    for (const p of demoVipPlans) {
      expect(Number.isInteger(p.priceCents), p.id).toBe(true);
      expect(Number.isInteger(p.originalPriceCents), p.id).toBe(true);
      expect(p.originalPriceCents, p.id).toBeGreaterThanOrEqual(p.priceCents);
      // price ≈ original × (1 − discount%), within 2% of the original price
      const expected = p.originalPriceCents * (1 - p.discount / 100);
      expect(Math.abs(expected - p.priceCents), p.id).toBeLessThanOrEqual(p.originalPriceCents * 0.02);
      expect(discountTypes, p.id).toContain(p.discountType);
      expect(Number.isInteger(p.priceMMK) && Number.isInteger(p.priceINR) && Number.isInteger(p.priceIDR), p.id).toBe(true);
      expect(Math.round(p.priceMYR * 10) / 10, p.id).toBe(p.priceMYR);
      expect(Math.abs(p.tgStar - (p.priceCents / 100) * 50), p.id).toBeLessThanOrEqual(5);
    }
  });

  it('gives the lowest-discount-per-month rule a duplicate month to resolve', () => {
    const months = demoVipPlans.map((p) => p.month);
    expect(new Set(months).size).toBeLessThan(months.length);
    const shown = selectPlans(demoVipPlans);
    expect(shown.map((p) => p.month)).toEqual([1, 3, 12, 0.25]);
    expect(shown.find((p) => p.month === 1)?.id).toBe('vip-monthly');
  });

  it('has six gold packs that get better value as they grow', () => {
    expect(demoGoldItems).toHaveLength(6);
    let lastPerCoin = Infinity;
    let lastGold = 0;
    for (const g of [...demoGoldItems].sort((a, b) => a.sort - b.sort)) {
      expect(Number.isInteger(g.priceCents)).toBe(true);
      expect(g.gold).toBeGreaterThan(lastGold);
      const perCoin = g.priceCents / (g.gold + g.bonus);
      expect(perCoin).toBeLessThanOrEqual(lastPerCoin);
      lastPerCoin = perCoin;
      lastGold = g.gold;
    }
  });
});

describe('gallery scenes', () => {
  it('has 8 distinct short phrases', () => {
    expect(galleryScenes).toHaveLength(8);
    expect(new Set(galleryScenes).size).toBe(8);
    for (const s of galleryScenes) expect(s.length).toBeLessThanOrEqual(40);
  });
});
