/**
 * Input patterns both sides check, free of zod so the login screen stays small.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const CODE_PATTERN = /^\d{6}$/;
/** Strip everything but digits and keep at most 6: the code input. */
export const normalizeCode = (s: string) => s.replace(/\D/g, '').slice(0, 6);
