import { z } from 'zod';
import { defineCall } from '../api/define.js';
import { pageParams } from './common.js';

/**
 * One row of the energy and coin ledger, as `/v1/accounting/gold/detail/list` answers it.
 */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  currency: z.enum(['energy', 'gold']),
  amount: z.number().int(),
  reason: z.string(),
  refId: z.string().nullable(),
  /** 1: in (amount ≥ 0), 2: out. */
  direction: z.union([z.literal(1), z.literal(2)]),
  balanceAfter: z.number().int(),
  createTime: z.number(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerListSchema = z.object({ list: z.array(ledgerEntrySchema), total: z.number().int() });
export type LedgerList = z.infer<typeof ledgerListSchema>;

export const ledger = {
  /** The caller's ledger, newest first; `currency` keeps one balance. */
  list: defineCall(
    '/accounting/gold/detail/list',
    pageParams.extend({ currency: z.enum(['energy', 'gold']).optional() }),
    ledgerListSchema,
  ),
} as const;
