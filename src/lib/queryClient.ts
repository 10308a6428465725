// TanStack Query is the one cache for server data.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // The client core already retries what the spec says to retry; refusals are final.
      retry: (count, error) =>
        count < 1 && error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout'),
      refetchOnWindowFocus: false,
    },
  },
});
