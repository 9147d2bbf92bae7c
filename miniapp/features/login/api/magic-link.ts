import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client.js';

/** A same-site path to come back to after signing in; anything else is dropped. */
export const safeRedirect = (raw: string | null | undefined): string | undefined =>
  raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : undefined;

/** Landing mode: mail a magic link (and a code as a fallback) instead of a code alone. */
export const requestMagicLink = (email: string, redirect?: string) =>
  request('/login/email/request-login', { email, useShortCode: false, ...(redirect && { redirect }) });

export const useRequestMagicLink = () =>
  useMutation({ mutationFn: ({ email, redirect }: { email: string; redirect?: string }) => requestMagicLink(email, redirect) });

/** Open a magic link: signs in once. Silent: the page explains a used or expired link itself. */
export const useMagicSignIn = () =>
  useMutation({ mutationFn: (magicToken: string) => request('/login/email', { magicToken }, { silent: true }) });
