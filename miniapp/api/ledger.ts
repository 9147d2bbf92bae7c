import type { LedgerList } from '../../shared/schemas/ledger.js';
import { call, type CallOptions } from './client.js';

export const fetchLedger = (page: number, pageSize: number, options?: CallOptions) =>
  call<LedgerList>('/accounting/gold/detail/list', { page, pageSize }, options);
