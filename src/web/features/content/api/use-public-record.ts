import { useQuery, type QueryKey } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiFetch } from "../../../lib/api-client.js";
import { useSession } from "../../../lib/session.js";

/**
 * One post or item from a public route. It waits for the session check so
 * the answer (full or locked) is cached under the right user, and logs a
 * failed fetch (the page itself only says "not found").
 */
export function usePublicRecord<T>(queryKey: (userId: string | undefined) => QueryKey, path: string, parse: (data: unknown) => T) {
  const { user, isPending } = useSession();
  const query = useQuery({
    queryKey: queryKey(user?.id),
    queryFn: ({ signal }) => apiFetch(path, { parse, signal }),
    enabled: !isPending,
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(`Could not load ${path}:`, error);
  }, [error, path]);
  return query;
}
