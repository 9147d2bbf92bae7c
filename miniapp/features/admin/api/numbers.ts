import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminCall } from './client.js';
import type { Numbers } from './types.js';

/** The figures of [from, to) (UTC day starts, ms); the previous range stays shown while a new one loads. */
export const numbersQuery = (from: number, to: number) =>
  queryOptions({
    queryKey: ['admin', 'numbers', from, to],
    queryFn: ({ signal }) => adminCall<Numbers>('/numbers', { from, to }, signal),
    placeholderData: keepPreviousData,
  });
/** Not asked at all for a range that is not one (the page says why). */
export const useNumbers = (from: number, to: number, valid: boolean) => useQuery({ ...numbersQuery(from, to), enabled: valid });
