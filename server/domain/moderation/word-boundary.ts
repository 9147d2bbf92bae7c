/** Where a word starts and where it ends (`word`, `stem` in rules.ts): no letter, mark or digit beside it. */
export const start = '(?<![\\p{L}\\p{M}\\p{N}])';
export const end = '(?![\\p{L}\\p{M}\\p{N}])';
