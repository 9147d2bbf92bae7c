import { useOperator } from './api/session.js';
import { allows, type OperatorGroup } from '../../../shared/operator-roles.js';

/** Whether the signed-in operator's role is in a group. */
export function useMay() {
  const role = useOperator().data?.role;
  return (group: OperatorGroup) => allows(role, group);
}
