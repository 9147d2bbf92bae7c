/**
 * What goes between two sentences drawn side by side from two messages: a space in most
 * languages, nothing in Japanese and Chinese, whose full stop (。) carries its own room.
 */
const unspaced = new Set(['ja', 'zh', 'zh-hant']);

export const sentenceGap = (locale: string): string => (unspaced.has(locale.toLowerCase()) ? '' : ' ');
