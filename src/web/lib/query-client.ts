import { QueryClient } from "@tanstack/react-query";

import { ApiError } from "./api-client.js";

/** Retries once for network and server failures, never for 4xx answers. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * The page's one query cache. Only pages that read server data import it
 * (through app/query-scope.tsx), so a visitor's first page does not download
 * TanStack Query (docs/decisions/059).
 */
export const queryClient = createQueryClient();
