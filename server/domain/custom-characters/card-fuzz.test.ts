import { describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { AppError } from '../../errors.js';
import { readCard } from './card-file.js';

/** A small seeded generator, so a failure names a case that can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

const oddStrings = [
  '',
  ' ',
  'Ann',
  '\u0000',
  'A\u0000nn',
  '\u0001\u0002\u001f',
  "{{char}} $& $1 $' {{user}}",
  '<script>alert(1)</script>',
  '😀'.repeat(50),
  'x'.repeat(20_000),
  '\ud800',
  'Ann\r\n\tLee',
];
const cardKeys = ['name', 'description', 'personality', 'scenario', 'first_mes', 'alternate_greetings', 'tags', 'data', 'spec'];

/** Any JSON value, biased towards the card's own keys and towards awkward strings. */
function value(r: () => number, depth: number): unknown {
  const pick = Math.floor(r() * (depth > 3 ? 5 : 8));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return r() < 0.5;
    case 2:
      return [0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5][Math.floor(r() * 6)];
    case 3:
    case 4:
      return oddStrings[Math.floor(r() * oddStrings.length)];
    case 5:
      return Array.from({ length: Math.floor(r() * 4) }, () => value(r, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = Math.floor(r() * 6); i > 0; i--)
        o[r() < 0.8 ? cardKeys[Math.floor(r() * cardKeys.length)]! : `k${i}`] = value(r, depth + 1);
      return o;
    }
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** The PNG around a card in each way a file can carry it, sound or broken. */
function inPng(png: Buffer, json: string, r: () => number): Buffer {
  const b64 = Buffer.from(json).toString('base64');
  const iend = png.length - 12;
  const variants = [
    () => chunk('tEXt', Buffer.concat([Buffer.from('chara\0', 'latin1'), Buffer.from(b64, 'latin1')])),
    () => chunk('zTXt', Buffer.concat([Buffer.from('chara\0\0', 'latin1'), deflateSync(Buffer.from(b64))])),
    () => chunk('iTXt', Buffer.concat([Buffer.from('ccv3\0\x01\x00\0\0', 'latin1'), deflateSync(Buffer.from(b64))])),
    // Compressed flags over bytes that do not inflate.
    () => chunk('zTXt', Buffer.concat([Buffer.from('chara\0\0', 'latin1'), Buffer.from(b64.slice(0, 40))])),
    () => chunk('iTXt', Buffer.concat([Buffer.from('ccv3\0\x01\x00\0\0', 'latin1'), Buffer.from('not deflate')])),
    // A chunk whose length points past the end of the file.
    () => Buffer.concat([Buffer.from([0x7f, 0xff, 0xff, 0xff]), Buffer.from('tEXtchara\0')]),
    // An iTXt without its language and translated-keyword fields.
    () => chunk('iTXt', Buffer.from('chara\0\0', 'latin1')),
  ];
  const body = variants[Math.floor(r() * variants.length)]!();
  const whole = Buffer.concat([png.subarray(0, iend), body, png.subarray(iend)]);
  return r() < 0.15 ? whole.subarray(0, Math.floor(r() * whole.length)) : whole;
}

describe('the character card parser under fuzzing', () => {
  it('reads a card or refuses it with 1000, for thousands of odd shapes, and keeps no control characters', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const r = rng(20261122);
    let read = 0;
    let refused = 0;
    for (let i = 0; i < 3000; i++) {
      const shape = r();
      const named = () => ({ ...(value(r, 1) as object), name: oddStrings[2 + Math.floor(r() * (oddStrings.length - 2))] });
      const card =
        shape < 0.15
          ? [value(r, 0), value(r, 0)]
          : shape < 0.35
            ? named()
            : shape < 0.55
              ? { spec: 'chara_card_v2', data: named() }
              : value(r, 0);
      const json = r() < 0.05 ? '{"name": "Ann"' : (JSON.stringify(card) ?? 'null');
      const mode = r();
      const bytes =
        mode < 0.5
          ? Buffer.from(json)
          : mode < 0.9
            ? inPng(png, json, r)
            : Buffer.from(Array.from({ length: Math.floor(r() * 64) }, () => Math.floor(r() * 256)));
      const file = (r() < 0.1 ? 'data:image/png;base64,' : '') + bytes.toString('base64');
      try {
        const { fields } = readCard(file);
        read++;
        expect(fields.name).not.toBe('');
        const texts = [
          fields.name,
          fields.description,
          fields.personality,
          fields.scenario,
          fields.first_mes,
          ...fields.alternate_greetings,
          ...fields.tags,
        ];
        // eslint-disable-next-line no-control-regex
        const control = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
        for (const text of texts) expect(control.test(text), `case ${i}: ${JSON.stringify(text).slice(0, 80)}`).toBe(false);
      } catch (e) {
        refused++;
        expect(e instanceof AppError && e.code === 1000, `case ${i} threw ${String(e)} for ${json.slice(0, 120)}`).toBe(true);
      }
    }
    expect(read).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });

  it('refuses a card that is a JSON array, or whose top is not an object, with a clear message', () => {
    for (const top of ['[]', '[{"name":"Ann"}]', '"Ann"', '42', 'true', 'null']) {
      expect(() => readCard(Buffer.from(top).toString('base64')), top).toThrow(/Not a character card/);
    }
    // `data` that is not an object: the top-level (V1) fields are read instead.
    expect(readCard(Buffer.from('{"name":"Ann","data":[1,2]}').toString('base64')).fields.name).toBe('Ann');
    expect(readCard(Buffer.from('{"name":"{{char}} $&"}').toString('base64')).fields.name).toBe('{{char}} $&');
  });
});
