import { z } from 'zod';
import { ErrorText } from '../errors.js';
import { limits } from '../constants.js';

import { EMAIL_PATTERN } from '../validation.js';

export { EMAIL_PATTERN };
export const emailSchema = z.string().trim().toLowerCase().max(254).regex(EMAIL_PATTERN, ErrorText.invalidEmail);
export const codeSchema = z.string().regex(new RegExp(`^\\d{${limits.codeLength}}$`), 'The code must be 6 digits');
export const phoneSchema = z.string().trim().regex(/^\+?[1-9]\d{6,14}$/, 'Invalid phone number');

export const auth = {
  visitorToken: { params: z.object({}).passthrough() },
  emailRequest: {
    params: z.object({
      email: emailSchema,
      /** true: a 6-digit code; false (landing mode): a magic link. */
      useShortCode: z.boolean().default(true),
      redirect: z.string().max(512).optional(),
    }),
  },
  emailLogin: {
    params: z.union([
      z.object({ email: emailSchema, code: codeSchema }),
      z.object({ magicToken: z.string().min(16).max(128) }),
    ]),
  },
  telegramLogin: { params: z.object({ initData: z.string().min(1).max(8192) }) },
  googleLogin: { params: z.object({ credential: z.string().min(10).max(8192) }) },
  phoneCodeRequest: { params: z.object({ phone: phoneSchema }) },
  phoneLogin: { params: z.object({ phone: phoneSchema, code: codeSchema }) },
  bindTelegram: { params: z.object({ initData: z.string().min(1).max(8192) }) },
  bindPhone: { params: z.object({ phone: phoneSchema, code: codeSchema }) },
} as const;

export const loginResultSchema = z.object({
  token: z.string(),
  uid: z.string(),
  lang: z.string(),
  isRegister: z.boolean(),
  registerTime: z.number(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const bindSchema = z.object({ type: z.enum(['email', 'google', 'telegram', 'phone']), subject: z.string(), createTime: z.number() });
export type Bind = z.infer<typeof bindSchema>;
