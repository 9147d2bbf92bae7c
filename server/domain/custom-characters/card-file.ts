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

/** Text chunks (tEXt, zTXt, iTXt) of a PNG by keyword. */
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
      if (type === 'zTXt') out.set(keyword, inflateSync(data.subarray(nul + 2)).toString('latin1'));
      if (type === 'iTXt') {
        const compressed = data[nul + 1] === 1;
        const langEnd = data.indexOf(0, nul + 3);
        const translatedEnd = langEnd === -1 ? -1 : data.indexOf(0, langEnd + 1);
        if (translatedEnd !== -1) {
          const text = data.subarray(translatedEnd + 1);
          out.set(keyword, (compressed ? inflateSync(text) : text).toString('utf8'));
        }
      }
    }
    if (type === 'IEND') break;
    at = end + 4;
  }
  return out;
}

const str = (max: number) => z.unknown().optional().transform((v) => (typeof v === 'string' ? v.trim().slice(0, max) : ''));
const cardFields = z.object({
  name: str(60),
  description: str(6000),
  personality: str(2000),
  scenario: str(2000),
  first_mes: str(4000),
  alternate_greetings: z.unknown().optional().transform((v) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').map((x) => x.trim().slice(0, 4000)).filter(Boolean).slice(0, 20) : [])),
  tags: z.unknown().optional().transform((v) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').map((x) => x.trim().slice(0, 24)).filter(Boolean).slice(0, 10) : [])),
});
export type CardFields = z.output<typeof cardFields>;

/** V2/V3 keep the fields under `data`; V1 has them at the top. */
function fieldsOf(json: unknown): CardFields {
  const root = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const data = root.data && typeof root.data === 'object' ? root.data : root;
  const fields = cardFields.parse(data);
  if (!fields.name) throw badParams('The card has no character name');
  // Card texts name the character {{char}} and the reader {{user}}.
  const fill = (s: string) => s.replace(/\{\{char\}\}|<BOT>/gi, fields.name).replace(/\{\{user\}\}|<USER>/gi, 'you');
  return {
    ...fields,
    description: fill(fields.description), personality: fill(fields.personality), scenario: fill(fields.scenario),
    first_mes: fill(fields.first_mes), alternate_greetings: fields.alternate_greetings.map(fill),
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
