import { atom } from 'jotai';

/** The exit offer sheet: opened when a logged-in user closes the Premium popup without buying. */
export const exitOfferOpenAtom = atom(false);
