/**
 * `/start` payloads. Telegram allows 1–64 characters of [A-Za-z0-9_-] (base64url's alphabet), so
 * ids go in as they are and anything longer is refused when the link is made.
 */
export type StartPayload =
  | { kind: 'none' }
  | { kind: 'character'; characterId: string }
  | { kind: 'story'; scriptId: string }
  | { kind: 'unlockPhoto'; photoId: string }
  | { kind: 'referral'; referrerId: string }
  | { kind: 'buy'; orderKind: 'vip' | 'gold'; itemId: string }
  | { kind: 'unknown'; raw: string };

const SAFE = /^[A-Za-z0-9_-]{1,64}$/;

// Longest prefixes first: `buy_vip_` must not be read as anything shorter.
const prefixes: Array<[string, (rest: string) => StartPayload]> = [
  ['bot_unlock_photo_', (id) => ({ kind: 'unlockPhoto', photoId: id })],
  ['buy_vip_', (id) => ({ kind: 'buy', orderKind: 'vip', itemId: id })],
  ['buy_gold_', (id) => ({ kind: 'buy', orderKind: 'gold', itemId: id })],
  ['ref_', (id) => ({ kind: 'referral', referrerId: id })],
  ['c_', (id) => ({ kind: 'character', characterId: id })],
  ['s_', (id) => ({ kind: 'story', scriptId: id })],
];

export function parseStartPayload(raw: string | undefined): StartPayload {
  const text = (raw ?? '').trim();
  if (text === '') return { kind: 'none' };
  if (!SAFE.test(text)) return { kind: 'unknown', raw: text };
  for (const [prefix, make] of prefixes) {
    if (text.startsWith(prefix) && text.length > prefix.length) return make(text.slice(prefix.length));
  }
  return { kind: 'unknown', raw: text };
}

/** Payload builders for links made elsewhere (share buttons, mails, the mini-app). */
export const startPayload = {
  character: (id: string) => checked(`c_${id}`),
  story: (id: string) => checked(`s_${id}`),
  unlockPhoto: (id: string) => checked(`bot_unlock_photo_${id}`),
  referral: (userId: string) => checked(`ref_${userId}`),
  buy: (kind: 'vip' | 'gold', itemId: string) => checked(`buy_${kind}_${itemId}`),
};

function checked(payload: string): string {
  if (!SAFE.test(payload)) throw new Error(`Start payload is not link-safe or longer than 64 characters: ${payload}`);
  return payload;
}

/** `https://t.me/<bot>?start=<payload>`. */
export const startLink = (botUsername: string, payload: string) => `https://t.me/${botUsername}?start=${checked(payload)}`;
