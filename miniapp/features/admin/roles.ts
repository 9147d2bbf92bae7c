import { useOperator } from './api/session.js';
import type { Operator } from './api/types.js';

type Role = Operator['role'];

/**
 * The server's `may` groups (server/routes/admin/handle.ts), copied: the server checks every call
 * itself; here they only hide what the signed-in role would be refused.
 */
export const may = {
  view: ['admin', 'moderator', 'support'],
  review: ['admin', 'moderator'],
  money: ['admin', 'support'],
  discipline: ['admin', 'moderator'],
  audit: ['admin'],
  numbers: ['admin'],
  erase: ['admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Group = keyof typeof may;

export const allows = (role: Role | undefined, group: Group) => !!role && (may[group] as readonly Role[]).includes(role);

/** Whether the signed-in operator's role is in a group. */
export function useMay() {
  const role = useOperator().data?.role;
  return (group: Group) => allows(role, group);
}
