import { atom } from 'jotai';
import type { RewardEvent } from '../../../../shared/enums.js';
import { energyReward, type EnergyRewardState } from '../../../api/order.js';
import { patchProfileAtom } from '../../../state/profile.js';
import { tokenAtom } from '../../../state/session.js';

export interface TaskState {
  claimableAt: number;
  claimed: boolean;
}

interface GiftStates {
  token: string;
  tasks: Partial<Record<RewardEvent, TaskState>>;
}

const giftBase = atom<GiftStates>({ token: '', tasks: {} });
const popupOpenBase = atom(false);

/** What the server said about each energy gift task, for the current account only. */
export const energyTasksAtom = atom((get) => {
  const s = get(giftBase);
  return s.token === get(tokenAtom) ? s.tasks : {};
});

export const energyGiftOpenAtom = atom((get) => get(popupOpenBase));
export const openEnergyGiftAtom = atom(null, (_get, set) => set(popupOpenBase, true));
export const closeEnergyGiftAtom = atom(null, (_get, set) => set(popupOpenBase, false));

const remember = atom(null, (get, set, r: EnergyRewardState) => {
  const token = get(tokenAtom);
  const prev = get(giftBase);
  const tasks = prev.token === token ? prev.tasks : {};
  set(giftBase, { token, tasks: { ...tasks, [r.event]: { claimableAt: r.claimableAt, claimed: r.claimed } } });
});

/** The user reached the step: the server starts the 10 s wait (or says it was claimed before). */
export const startTaskAtom = atom(null, async (_get, set, event: RewardEvent) => {
  const r = await energyReward(event, 'start');
  set(remember, r);
  return r;
});

/** Take the 20 energy; the profile's energy follows the server's answer. */
export const claimTaskAtom = atom(null, async (_get, set, event: RewardEvent) => {
  const r = await energyReward(event, 'claim');
  set(remember, r);
  set(patchProfileAtom, { energy: r.energy });
  return r;
});
