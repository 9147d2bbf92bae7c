import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type {
  Body,
  Clothing,
  Ethnicity,
  EyeColor,
  HairColor,
  Hairstyle,
  Kink,
  Occupation,
  Personality,
  Relationship,
  Size,
} from '../../../../shared/attributes.js';
import type { Style } from '../../../../shared/enums.js';
import { limits } from '../../../../shared/constants.js';

export type Mode = 'template' | 'prompt';

/** Everything the wizard has chosen so far; null means "not chosen yet". */
export interface Draft {
  mode: Mode | null;
  prompt: string;
  /** The prompt the looks were last read from (prompt mode), so a changed idea is read again. */
  readFrom: string;
  style: Style | null;
  age: number | null;
  ethnicity: Ethnicity | null;
  eyeColor: EyeColor | null;
  hairstyle: Hairstyle | null;
  hairColor: HairColor | null;
  body: Body | null;
  breast: Size | null;
  hip: Size | null;
  clothing: Clothing | null;
  kinks: Kink[];
  occupation: Occupation | null;
  personality: Personality | null;
  relationship: Relationship | null;
  name: string;
  description: string;
  tags: string[];
  /** The pre-created character waiting for "Keep private" or "Publish". */
  createdId: string | null;
}

export const emptyDraft: Draft = {
  mode: null,
  prompt: '',
  readFrom: '',
  style: null,
  age: null,
  ethnicity: null,
  eyeColor: null,
  hairstyle: null,
  hairColor: null,
  body: null,
  breast: null,
  hip: null,
  clothing: null,
  kinks: [],
  occupation: null,
  personality: null,
  relationship: null,
  name: '',
  description: '',
  tags: [],
  createdId: null,
};

/** Kept for the tab's lifetime: a reload or a trip to the coins page keeps the choices. */
const draftBase = atomWithStorage<Draft>(
  'create-character-draft',
  emptyDraft,
  createJSONStorage<Draft>(() => sessionStorage),
  { getOnInit: true },
);

export const draftAtom = atom((get) => ({ ...emptyDraft, ...get(draftBase) }));

export const patchDraftAtom = atom(null, (get, set, patch: Partial<Draft>) => {
  set(draftBase, { ...emptyDraft, ...get(draftBase), ...patch });
});

/** Toggle one kink; answers false (and changes nothing) when a fourth would be added. */
export const toggleKinkAtom = atom(null, (get, set, kink: Kink): boolean => {
  const draft = { ...emptyDraft, ...get(draftBase) };
  if (draft.kinks.includes(kink)) {
    set(draftBase, { ...draft, kinks: draft.kinks.filter((k) => k !== kink) });
    return true;
  }
  if (draft.kinks.length >= limits.kinksMax) return false;
  set(draftBase, { ...draft, kinks: [...draft.kinks, kink] });
  return true;
});

export const resetDraftAtom = atom(null, (_get, set) => set(draftBase, emptyDraft));
