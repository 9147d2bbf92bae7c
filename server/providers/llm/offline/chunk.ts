/**
 * Split a reply into small streaming pieces: one word with its trailing spaces and punctuation.
 * Intl.Segmenter finds words in scripts without spaces too (Chinese, Japanese, Burmese).
 */
export function splitIntoChunks(text: string, lang: string): string[] {
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  } catch {
    segmenter = new Intl.Segmenter('en', { granularity: 'word' });
  }
  const chunks: string[] = [];
  let current = '';
  for (const s of segmenter.segment(text)) {
    if (s.isWordLike && current && /[\p{L}\p{N}]/u.test(current)) {
      chunks.push(current);
      current = '';
    }
    current += s.segment;
  }
  if (current) chunks.push(current);
  return chunks;
}
