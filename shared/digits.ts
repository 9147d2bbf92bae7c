/** Zero digits of the decimal scripts of our languages; NFKC already folds fullwidth digits. */
const digitZeros = [0x660, 0x6f0, 0x966, 0x9e6, 0xbe6, 0xe50, 0x1040, 0x17e0];

/** Those scripts' digits alone: other digits stay as they are, and this class is quicker to scan than all of `\p{Nd}`. */
const theirDigits = new RegExp(`[${digitZeros.map((z) => `\\u{${z.toString(16)}}-\\u{${(z + 9).toString(16)}}`).join('')}]`, 'gu');

/** Digits of those scripts as ASCII digits ("٢٧" → "27"); other text as it is. */
export function asciiDigits(s: string): string {
  return s.replace(theirDigits, (d) => {
    const cp = d.codePointAt(0)!;
    return String(cp - digitZeros.find((z) => cp >= z && cp <= z + 9)!);
  });
}
