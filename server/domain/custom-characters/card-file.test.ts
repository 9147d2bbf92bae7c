import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { pngTextChunks, readCard } from './card-file.js';
import { cardPng } from './card-test-support.js';
import { allPrompts, randomPrompt } from './random-prompts.js';
import { assessText } from '../moderation/index.js';

describe('character card files', () => {
  it('reads tEXt and compressed iTXt chunks of a PNG', async () => {
    expect(pngTextChunks(await cardPng('chara', { a: 1 })).get('chara')).toBe(Buffer.from('{"a":1}').toString('base64'));
    expect(pngTextChunks(await cardPng('ccv3', { a: 2 }, undefined, 'iTXt')).get('ccv3')).toBe(Buffer.from('{"a":2}').toString('base64'));
  });

  it('prefers ccv3 over chara, fills {{char}} and {{user}}, and reads a V1 card', async () => {
    const both = await cardPng('ccv3', { spec: 'chara_card_v3', data: { name: 'Three' } });
    const withV2 = pngTextChunks(both);
    expect(withV2.get('ccv3')).toBeDefined();
    expect(readCard(both.toString('base64')).fields.name).toBe('Three');
    const v2 = {
      spec: 'chara_card_v2',
      data: {
        name: 'Seraphina',
        description: '{{char}} is a 26-year-old herbalist.',
        first_mes: 'Come in, {{user}}, the tea is still warm.',
      },
    };
    const card = readCard(Buffer.from(JSON.stringify(v2)).toString('base64')).fields;
    expect(card.description).toMatch(/^Seraphina is a 26-year-old/);
    expect(card.first_mes).toBe('Come in, {{user}}, the tea is still warm.');
    expect(readCard(Buffer.from(JSON.stringify({ name: 'One', first_mes: 'Hello <USER>' })).toString('base64')).fields).toMatchObject({
      name: 'One',
      first_mes: 'Hello {{user}}',
    });
  });

  it('refuses files over 5 MB, files without a card and cards without a name', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
    expect(() => readCard(big.toString('base64'))).toThrow('Photo max 5M');
    const plainPng = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(() => readCard(plainPng.toString('base64'))).toThrow(/Not a character card/);
    expect(() => readCard(Buffer.from('not json').toString('base64'))).toThrow(/Not a character card/);
    expect(() => readCard(Buffer.from('{"data":{"description":"x"}}').toString('base64'))).toThrow(/no character name/);
  });
});

describe('random prompts', () => {
  it('answers in the user’s language, English for the others, and each passes the content policy', () => {
    expect(randomPrompt('ru', () => 0)).toMatch(/[а-я]/);
    expect(randomPrompt('zh-hant', () => 0)).toMatch(/歲/);
    expect(randomPrompt('my', () => 0)).toMatch(/^A /);
    for (const p of allPrompts()) expect(assessText(p), p).toBeNull();
  });
});
