import { atom } from 'jotai';
import { limits } from '../../shared/constants.js';

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error' | 'success';
}

let nextId = 1;
const toastsBase = atom<Toast[]>([]);

export const toastsAtom = atom((get) => get(toastsBase));

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsBase,
    get(toastsBase).filter((t) => t.id !== id),
  );
});

/** Shows a toast for 3 s; at most 5 at once (the oldest goes first). */
export const showToastAtom = atom(null, (get, set, input: string | { text: string; tone?: Toast['tone'] }) => {
  const toast: Toast =
    typeof input === 'string'
      ? { id: nextId++, text: input, tone: 'info' }
      : { id: nextId++, text: input.text, tone: input.tone ?? 'info' };
  if (!toast.text) return;
  set(toastsBase, [...get(toastsBase), toast].slice(-limits.toastMax));
  setTimeout(() => set(dismissToastAtom, toast.id), limits.toastMs);
});
