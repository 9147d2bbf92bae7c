/**
 * Telegram counts a message's length in UTF-16 code units (4096 at most), as JavaScript strings
 * do; a cut between the two halves of an emoji leaves half a character, which Telegram refuses
 * (the text is no longer valid UTF-8), so the whole message would be lost. These cut before it.
 */
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** At most `max` code units of `text`, never ending in half a character. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, isHighSurrogate(text.charCodeAt(max - 1)) ? max - 1 : max);
}

/** `text` in pieces of at most `max` code units, none splitting a character. */
export function splitText(text: string, max: number): string[] {
  const out: string[] = [];
  for (let rest = text; rest;) {
    const piece = cutText(rest, max);
    out.push(piece);
    rest = rest.slice(piece.length);
  }
  return out.length ? out : [''];
}
