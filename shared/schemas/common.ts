import { z } from 'zod';
import { platforms } from '../enums.js';
import { limits } from '../constants.js';

/** The envelope added to every call (docs/api.md, Transport). Lenient: missing fields get defaults. */
export const envelopeSchema = z.object({
  params: z.unknown().optional().default({}),
  token: z.string().max(512).optional().default(''),
  ch: z.string().max(128).optional().default(''),
  t: z.number().optional().default(0),
  timezoneOffset: z.number().optional().default(0),
  plat: z.enum(platforms).optional().default('web').catch('web'),
  publisher: z.string().max(64).optional().default(''),
  uuid: z.string().max(128).optional().default(''),
});
export type Envelope = z.infer<typeof envelopeSchema>;
export type EnvelopeInput = z.input<typeof envelopeSchema>;

export interface ApiResponse<T> {
  code: number;
  message: string;
  data: T;
  region: string;
}

export const emptyParams = z.object({}).passthrough();

export const pageParams = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(limits.pageSizeMax).default(20),
});

export const listOf = <T extends z.ZodTypeAny>(item: T) => z.object({ list: z.array(item), total: z.number().int().optional() });

export const idString = z.string().trim().min(1).max(64);
