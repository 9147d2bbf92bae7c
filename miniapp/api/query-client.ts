import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.js';

/**
 * Server state for the whole app. A refused call (an envelope code, a 4xx) is an answer, not a
 * fault: it is never retried; a network fault or a 5xx is retried once. Errors are shown once,
 * by the call itself (client.ts), so queries add no error handling of their own.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) =>
        failures < 1 && error instanceof ApiError && (error.code === -1 || (error.code >= 500 && error.code < 600)),
    },
    mutations: { retry: false },
  },
});
