import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A poor connection deserves a retry; a refusal (4xx) does not. A read the server could not
      // serve for a while (503) is tried again after its Retry-After for as long as it lasts.
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status === 503) return true;
        return !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;
      },
      retryDelay: (failureCount, error) =>
        error instanceof ApiError && error.retryAfterMs !== undefined
          ? error.retryAfterMs
          : Math.min(1000 * 2 ** failureCount, 30_000),
    },
  },
});
