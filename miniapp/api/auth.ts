import type { LoginResult } from '../../shared/schemas/auth.js';
import { call } from './client.js';

export const requestEmailCode = (email: string) => call<unknown>('/login/email/request-login', { email, useShortCode: true });
export const loginWithEmail = (email: string, code: string) => call<LoginResult>('/login/email', { email, code });
export const loginWithTelegram = (initData: string) => call<LoginResult>('/login/telegram', { initData }, { silent: true });
export const loginWithGoogle = (credential: string) => call<LoginResult>('/login/google', { credential });
/** Revoke this device's token on the server; the device forgets it either way. */
export const logoutOnServer = () => call<unknown>('/user/logout', {}, { silent: true });
