/**
 * Draws a contact sheet of built-in portraits and prints the render time, for looking at the art:
 *   node --import tsx scripts/render-portraits.ts [/tmp/portraits]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { clothings, ethnicities, eyeColors, hairColors, hairstyles, bodies, sizes } from '../shared/attributes.js';
import type { Appearance } from '../shared/attributes.js';
import { renderPortrait } from '../server/providers/image/builtin-renderer.js';

const out = process.argv[2] ?? '/tmp/portraits';
const count = Number(process.argv[3] ?? 12);
const variants = Number(process.argv[4] ?? 1);
await mkdir(out, { recursive: true });

const at = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
const tiles: Buffer[] = [];
const times: number[] = [];
for (let i = 0; i < count; i++) {
  const appearance: Appearance = {
    style: i % 2 ? 'ANIMATE' : 'REALITY',
    age: 21 + (i % 15),
    ethnicity: at(ethnicities, i),
    eyeColor: at(eyeColors, i),
    hairstyle: at(hairstyles, i),
    hairColor: at(hairColors, i * 3),
    body: at(bodies, i),
    breast: at(sizes, i),
    hip: at(sizes, i),
    clothing: at(clothings, i * 5),
  };
  for (let v = 0; v < variants; v++) {
    const t = performance.now();
    const png = await renderPortrait({ appearance, seed: 1000 + i, variant: v, width: 768, height: 1024 });
    times.push(performance.now() - t);
    await writeFile(join(out, `p${i}-${v}.png`), png);
    tiles.push(await sharp(png).resize(256, 341).png().toBuffer());
    console.log(i, v, appearance.style, appearance.ethnicity, appearance.hairstyle, appearance.hairColor, appearance.clothing);
  }
}
const cols = Math.min(6, tiles.length);
const rows = Math.ceil(tiles.length / cols);
await sharp({ create: { width: cols * 256, height: rows * 341, channels: 3, background: '#111' } })
  .composite(tiles.map((input, i) => ({ input, left: (i % cols) * 256, top: Math.floor(i / cols) * 341 })))
  .png()
  .toFile(join(out, 'sheet.png'));
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `render ms: mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1)}, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)}, max ${sorted.at(-1)!.toFixed(1)}`,
);
