import { randomBytes, createHash } from 'node:crypto';

/** Random ids: a short prefix says what the id names, 80 random bits make it unguessable. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

export const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

/** Opaque bearer token; only its hash is stored. */
export const newSecret = () => randomBytes(32).toString('base64url');
