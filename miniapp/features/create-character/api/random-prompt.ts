import { useMutation } from '@tanstack/react-query';
import { request } from '../../../api/client.js';

/** A new idea in the UI language at each tap (nothing to keep: it goes into the draft). */
export const fetchRandomPrompt = (lang: string) => request('/custom-character/random-prompt', { lang });

export const useRandomPrompt = () => useMutation({ mutationFn: fetchRandomPrompt });
