/** The console's roles (configured in OPERATORS, `email:role`). */
export const operatorRoles = ['admin', 'moderator', 'support'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/**
 * Who may do what in the operator console. The server checks every call against it
 * (server/routes/admin/handle.ts); the console only hides what the signed-in role would be refused.
 */
export const may = {
  view: ['admin', 'moderator', 'support'],
  review: ['admin', 'moderator'],
  money: ['admin', 'support'],
  discipline: ['admin', 'moderator'],
  audit: ['admin'],
  /** The business's figures (revenue included). */
  numbers: ['admin'],
  /** Deleting an account: it cannot be undone. */
  erase: ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorGroup = keyof typeof may;

export const allows = (role: OperatorRole | undefined, group: OperatorGroup) =>
  !!role && (may[group] as readonly OperatorRole[]).includes(role);
