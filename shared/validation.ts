// Input patterns both sides check, free of zod so the login screen stays small.

/**
 * An address mail can be sent to and any page can show: the dot-atom of RFC 5322 (letters of any
 * script allowed) at a domain of letter/digit/hyphen labels. No spaces, control characters,
 * quotes, brackets or `<` `>`.
 */
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
export const EMAIL_PATTERN = new RegExp(
  `^(?=[^@]{1,64}@)${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+(?:[\\p{L}\\p{M}]{2,63}|xn--[a-z0-9-]{1,59})$`,
  'u',
);
export const CODE_PATTERN = /^\d{6}$/;
/** Strip everything but digits and keep at most 6: the code input. */
export const normalizeCode = (s: string) => s.replace(/\D/g, '').slice(0, 6);
