import { z } from 'zod';
import { ErrorText } from '../errors.js';
import { limits } from '../constants.js';

import { EMAIL_PATTERN } from '../validation.js';
import { defineCall } from '../api/define.js';

export { EMAIL_PATTERN };
export const emailSchema = z.string().trim().toLowerCase().max(254).regex(EMAIL_PATTERN, ErrorText.invalidEmail);
export const codeSchema = z.string().regex(new RegExp(`^\\d{${limits.codeLength}}$`), 'The code must be 6 digits');
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[1-9]\d{6,14}$/, 'Invalid phone number');

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

const success = z.object({ success: z.boolean() });

export const auth = {
  visitorToken: defineCall('/user/token', z.object({}).passthrough(), loginResultSchema),
  logout: defineCall('/user/logout', z.object({}).passthrough(), z.object({ ok: z.boolean() })),
  emailRequest: defineCall(
    '/login/email/request-login',
    z.object({
      email: emailSchema,
      /** true: a 6-digit code; false (landing mode): a magic link. */
      useShortCode: z.boolean().default(true),
      redirect: z.string().max(512).optional(),
    }),
    success,
  ),
  emailLogin: defineCall(
    '/login/email',
    z.union([z.object({ email: emailSchema, code: codeSchema }), z.object({ magicToken: z.string().min(16).max(128) })]),
    loginResultSchema,
  ),
  telegramLogin: defineCall('/login/telegram', z.object({ initData: z.string().min(1).max(8192) }), loginResultSchema),
  googleLogin: defineCall('/login/google', z.object({ credential: z.string().min(10).max(8192) }), loginResultSchema),
  phoneCodeRequest: defineCall('/login/phone/valid-code/request', z.object({ phone: phoneSchema }), success),
  phoneLogin: defineCall('/login/phone', z.object({ phone: phoneSchema, code: codeSchema }), loginResultSchema),
  bindTelegram: defineCall('/user/bind/telegram', z.object({ initData: z.string().min(1).max(8192) }), success),
  bindPhone: defineCall('/user/bind/phone', z.object({ phone: phoneSchema, code: codeSchema }), success),
} as const;
