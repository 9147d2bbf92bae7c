import { atom } from 'jotai';

/** The memory sheet of a chat, open; `factId` is the fact a reply's mark asked to show. */
export const memorySheetAtom = atom<{ sessionId: string; factId?: string } | null>(null);
