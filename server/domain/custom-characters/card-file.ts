import { stripBidiControls } from '../../../shared/bidi-controls.js';
import { inflateSync } from 'node:zlib';
import { z } from 'zod';
import { limits } from '../../../shared/constants.js';
import { ModerationText } from '../../../shared/schemas/custom-character.js';
import { badParams } from '../../errors.js';

/**
 * SillyTavern character cards: a PNG whose text chunk `ccv3` (V3) or `chara` (V2, and V1) holds
 * base64 JSON, or the JSON file itself. PNG chunks are length, type, data, CRC; the CRC is not
 * checked here (sharp reads the picture and refuses a broken one).
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const isPng = (bytes: Buffer) => bytes.length > 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE);

/** Card texts are small: a compressed chunk that inflates past this is not a card (nor a bomb we expand). */
const INFLATED_MAX_BYTES = 8 * 1024 * 1024;

/** A compressed chunk's text, or undefined when it does not inflate (within the limit). */
function inflated(data: Buffer): Buffer | undefined {
  try {
    return inflateSync(data, { maxOutputLength: INFLATED_MAX_BYTES });
  } catch {
    return undefined;
  }
}

/** Text chunks (tEXt, zTXt, iTXt) of a PNG by keyword; a chunk that cannot be read is skipped. */
export function pngTextChunks(png: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  let at = 8;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const end = at + 8 + length;
    if (end + 4 > png.length) break;
    const data = png.subarray(at + 8, end);
    const nul = data.indexOf(0);
    if (nul > 0) {
      const keyword = data.toString('latin1', 0, nul);
      if (type === 'tEXt') out.set(keyword, data.toString('latin1', nul + 1));
      if (type === 'zTXt') {
        const text = inflated(data.subarray(nul + 2));
        if (text) out.set(keyword, text.toString('latin1'));
      }
      if (type === 'iTXt') {
        const compressed = data[nul + 1] === 1;
        const langEnd = data.indexOf(0, nul + 3);
        const translatedEnd = langEnd === -1 ? -1 : data.indexOf(0, langEnd + 1);
        if (translatedEnd !== -1) {
          const raw = data.subarray(translatedEnd + 1);
          const text = compressed ? inflated(raw) : raw;
          if (text) out.set(keyword, text.toString('utf8'));
        }
      }
    }
    if (type === 'IEND') break;
    at = end + 4;
  }
  return out;
}

/** Control characters other than tab and line breaks carry nothing a reader sees (and NUL cannot be stored in PostgreSQL). */
// eslint-disable-next-line no-control-regex
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
const str = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? clean(v).slice(0, max) : ''));
const strings = (max: number, count: number) =>
  z
    .unknown()
    .optional()
    .transform((v) =>
      Array.isArray(v)
        ? v
            .filter((x): x is string => typeof x === 'string')
            .map((x) => clean(x).slice(0, max))
            .filter(Boolean)
            .slice(0, count)
        : [],
    );
const cardFields = z.object({
  name: str(60),
  description: str(6000),
  personality: str(2000),
  scenario: str(2000),
  first_mes: str(4000),
  alternate_greetings: strings(4000, 20),
  tags: strings(24, 10),
});
export type CardFields = z.output<typeof cardFields>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** V2/V3 keep the fields under `data`; V1 has them at the top. Anything but an object is no card. */
function fieldsOf(json: unknown): CardFields {
  if (!isRecord(json)) throw badParams('Not a character card: the card must be a JSON object with the character’s fields');
  // Shown in another order than checked: the bidi controls go first (shared/bidi-controls.ts).
  const fields = cardFields.parse(stripBidiControls(isRecord(json.data) ? json.data : json));
  if (!fields.name) throw badParams('The card has no character name');
  // Card texts name the character {{char}} and the reader {{user}}. A greeting keeps `{{user}}`,
  // filled with the user's name when a chat opens (chat/prompt-fit.ts); what describes her says "you".
  const named = (s: string) => s.replace(/\{\{char\}\}|<BOT>/gi, () => fields.name);
  const fill = (s: string) => named(s).replace(/\{\{user\}\}|<USER>/gi, 'you');
  const greeting = (s: string) => named(s).replace(/\{\{user\}\}|<USER>/gi, '{{user}}');
  return {
    ...fields,
    description: fill(fields.description),
    personality: fill(fields.personality),
    scenario: fill(fields.scenario),
    first_mes: greeting(fields.first_mes),
    alternate_greetings: fields.alternate_greetings.map(greeting),
  };
}

const notACard = () => badParams('Not a character card: upload a SillyTavern card (.png with the card inside, or .json)');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw notACard();
  }
}

export interface ReadCard {
  fields: CardFields;
  /** The card's picture when it came as a PNG. */
  png: Buffer | null;
}

/** Decode the upload (base64, optionally a data: URL), check its size, and read the card in it. */
export function readCard(base64: string): ReadCard {
  const bytes = Buffer.from(base64.replace(/^data:[^,]*,/, ''), 'base64');
  if (bytes.length === 0) throw notACard();
  if (bytes.length > limits.photoMaxBytes) throw badParams(ModerationText.photoTooBig);
  if (isPng(bytes)) {
    const chunks = pngTextChunks(bytes);
    const encoded = chunks.get('ccv3') ?? chunks.get('chara');
    if (!encoded) throw notACard();
    return { fields: fieldsOf(parseJson(Buffer.from(encoded, 'base64').toString('utf8'))), png: bytes };
  }
  return { fields: fieldsOf(parseJson(bytes.toString('utf8').replace(/^\uFEFF/, ''))), png: null };
}
