export const when = (ms: number | null) => (ms ? new Date(ms).toISOString().replace('T', ' ').slice(0, 16) : '—');
export const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;
export const orderStatus: Record<number, string> = { 10: 'waiting', 20: 'paid', 30: 'cancelled / refunded' };
