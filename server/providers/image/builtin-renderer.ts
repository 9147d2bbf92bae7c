/**
 * The built-in renderer: an illustrated portrait drawn as SVG from the character's structured
 * appearance and rasterised with sharp, used when no image service is configured. Everything is
 * drawn here (no avatar library), so there is no third-party artwork licence to carry.
 *
 * The seed fixes who she is (face shape, skin, hair, eyes, outfit colours, background hue); the
 * variant fixes the picture (framing, head tilt, gaze, smile, mirroring, place).
 */
import sharp from 'sharp';
import { assertImageAllowed } from '../../domain/moderation/images.js';
import { background, sceneKind } from './builtin/background.js';
import { ears, faceSkin, features, neck } from './builtin/face.js';
import { portraitFor, type Portrait } from './builtin/geometry.js';
import { hairBack, hairDefs, hairFront } from './builtin/hair.js';
import { outfit } from './builtin/outfit.js';
import { paletteFor } from './builtin/palette.js';
import { createRandom, hashText, mixSeed } from './builtin/random.js';
import { torso } from './builtin/body.js';
import type { ImageProvider, ImageRequest } from './types.js';

/** All drawing happens on this canvas; the SVG viewBox scales it to the requested size. */
const CANVAS_W = 768;
const CANVAS_H = 1024;

interface Framing {
  scale: number;
  x: number;
  y: number;
  mirror: boolean;
  tilt: number;
}

/** Builds both SVG layers of one picture: the place behind her and the figure with its lighting. */
export function portraitSvg(req: ImageRequest): { background: string; figure: string } {
  const a = req.appearance;
  const palette = paletteFor(a, createRandom(mixSeed(req.seed, 1)));
  const variant = createRandom(mixSeed(req.seed, req.variant, hashText(req.scene ?? '')));
  const p = portraitFor(a, palette, createRandom(mixSeed(req.seed, 2)), variant);
  const look = createRandom(mixSeed(req.seed, 3));
  const hue = look.range(0, 360);
  const earring = look.pick(['none', 'stud', 'hoop'] as const);

  const framing = framingFor(req.variant, variant);
  const kind = sceneKind(req.scene, a.clothing, variant);
  const bg = background(kind, hue, createRandom(mixSeed(req.seed, req.variant, 7)));
  const head = `rotate(${framing.tilt.toFixed(2)} 384 600)`;
  const clothes = outfit(p);
  const figure =
    `<g transform="translate(${framing.x} ${framing.y}) scale(${framing.mirror ? -framing.scale : framing.scale} ${framing.scale}) translate(-384 -560)">` +
    hairDefs(p) +
    clothes.back +
    `<g transform="${head}">${hairBack(p)}</g>` +
    neck(p) +
    `<g transform="translate(0 -16)">${torso(p)}${clothes.front}</g>` +
    `<g transform="${head}">${ears(p, earring)}${faceSkin(p)}${features(p)}${hairFront(p)}</g></g>` +
    lighting(p, framing, hue);
  return { background: svg(req, bg), figure: svg(req, figure) };
}

/** Close-up, half-length or wider, set left, centre or right; the first picture is the classic card. */
function framingFor(index: number, v: ReturnType<typeof createRandom>): Framing {
  const shots = [
    { scale: 1.3, y: 602 },
    { scale: 1.6, y: 637 },
    { scale: 1.05, y: 585 },
  ];
  const shot = index === 0 ? shots[0]! : v.pick(shots);
  return {
    scale: shot.scale * v.range(0.97, 1.03),
    x: 384 + (index === 0 ? 0 : v.range(-50, 50) * (shot.scale < 1.2 ? 1.8 : 1)),
    y: shot.y,
    mirror: index === 0 ? false : v.chance(0.5),
    tilt: index === 0 ? v.range(-2, 2) : v.range(-7, 7),
  };
}

/** A warm key light from one side, a vignette, and a darker foot for the card's caption. */
function lighting(p: Portrait, f: Framing, hue: number): string {
  const fromLeft = f.mirror === f.tilt < 0;
  return (
    `<defs><linearGradient id="key" x1="${fromLeft ? 0 : 1}" y1="0" x2="${fromLeft ? 1 : 0}" y2="0">` +
    `<stop offset="0" stop-color="#ffd8b0" stop-opacity="${p.anime ? 0.08 : 0.16}"/><stop offset=".6" stop-color="#ffd8b0" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="vignette" cx=".5" cy=".42" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#05020a" stop-opacity=".55"/></radialGradient>` +
    `<linearGradient id="foot" x1="0" y1="0" x2="0" y2="1"><stop offset=".72" stop-color="#0a0610" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#0a0610" stop-opacity=".45"/></linearGradient></defs>` +
    `<rect width="${CANVAS_W}" height="${CANVAS_H}" fill="url(#key)"/>` +
    `<rect width="${CANVAS_W}" height="${CANVAS_H}" fill="url(#vignette)"/><rect width="${CANVAS_W}" height="${CANVAS_H}" fill="url(#foot)"/>` +
    `<rect width="${CANVAS_W}" height="${CANVAS_H}" fill="hsl(${Math.round(hue)} 60% 50%)" opacity=".04"/>`
  );
}

function svg(req: ImageRequest, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${req.width}" height="${req.height}" viewBox="0 0 ${CANVAS_W} ${CANVAS_H}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/** Renders to PNG. The background is drawn small and enlarged: a cheap, soft depth of field. */
export async function renderPortrait(req: ImageRequest): Promise<Buffer> {
  if (!(req.width > 0 && req.height > 0 && req.width <= 4096 && req.height <= 4096)) {
    throw new RangeError(`image size out of range: ${req.width}x${req.height}`);
  }
  const layers = portraitSvg(req);
  const soft = req.appearance.style === 'ANIMATE' ? 2 : 4;
  const bgSvg = layers.background
    .replace(`width="${req.width}"`, `width="${Math.max(1, Math.round(req.width / soft))}"`)
    .replace(`height="${req.height}"`, `height="${Math.max(1, Math.round(req.height / soft))}"`);
  const bg = await sharp(Buffer.from(bgSvg))
    .resize(req.width, req.height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(bg.data, { raw: bg.info })
    .composite([{ input: Buffer.from(layers.figure) }])
    .png({ compressionLevel: 2 })
    .toBuffer();
}

export function createBuiltinRenderer(): ImageProvider {
  return {
    name: 'builtin',
    async generate(req, signal) {
      signal?.throwIfAborted();
      // The same refusals as an image service's prompt: no minor, no school look or scene.
      assertImageAllowed({ age: req.appearance.age, clothing: req.appearance.clothing, scene: req.scene });
      return renderPortrait(req);
    },
  };
}
