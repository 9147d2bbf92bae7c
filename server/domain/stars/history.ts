import type { StarTransaction } from 'grammy/types';
import type { Deps } from '../../deps.js';

const PAGE = 100;
/** At most this many pages a read (10 000 transactions). */
const MAX_PAGES = 100;

/** The bot's Stars transactions as Telegram keeps them (getStarTransactions, paged, oldest first). */
export async function allTransactions(deps: Deps): Promise<{ list: StarTransaction[]; truncated: boolean }> {
  const api = deps.bot?.stars;
  if (!api) return { list: [], truncated: false };
  const list: StarTransaction[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const got = await api.getStarTransactions(page * PAGE, PAGE);
    list.push(...got);
    if (got.length < PAGE) return { list, truncated: false };
  }
  return { list, truncated: true };
}

/** The ids of the charges Telegram has given back (a refund repeats its charge's id, to the user). */
export const refundedIds = (list: StarTransaction[]) => new Set(list.filter((t) => t.receiver?.type === 'user').map((t) => t.id));
