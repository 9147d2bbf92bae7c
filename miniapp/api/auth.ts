import { request } from './client.js';

export const requestEmailCode = (email: string) => request('/login/email/request-login', { email, useShortCode: true });
export const loginWithEmail = (email: string, code: string) => request('/login/email', { email, code });
export const loginWithTelegram = (initData: string) => request('/login/telegram', { initData }, { silent: true });
export const loginWithGoogle = (credential: string) => request('/login/google', { credential });
/** Revoke this device's token on the server; the device forgets it either way. */
export const logoutOnServer = () => request('/user/logout', {}, { silent: true });
