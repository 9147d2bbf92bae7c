import { atom } from 'jotai';
import { ListSort } from '../../../shared/enums.js';

export type StyleFilter = 'all' | 'realistic' | 'anime';

const sortBase = atom<ListSort>(ListSort.rec);
const styleBase = atom<StyleFilter>('all');

/** The chosen tab and style chip survive a visit to a character and back. */
export const homeSortAtom = atom((get) => get(sortBase));
export const homeStyleAtom = atom((get) => get(styleBase));
export const selectSortAtom = atom(null, (_get, set, sort: ListSort) => set(sortBase, sort));
export const selectStyleAtom = atom(null, (_get, set, style: StyleFilter) => set(styleBase, style));
