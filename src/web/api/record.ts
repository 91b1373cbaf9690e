import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { useEffect } from "react";
import type { z } from "zod";

import { useCacheOwner, type CacheOwner } from "./cache-owner.js";

/**
 * One post or item from a public route. It waits for the session check so
 * the answer (full or locked) is cached under the right owner, and logs a
 * failed fetch (the page itself only says "not found").
 */
export function useRecord<T, K extends QueryKey>(optionsFor: (owner: CacheOwner) => UseQueryOptions<T, Error, T, K>, what: string) {
  const { owner, isPending } = useCacheOwner();
  const query = useQuery({ ...optionsFor(owner), enabled: !isPending });
  const { error } = query;
  useEffect(() => {
    if (error) console.error(`Could not load ${what}:`, error);
  }, [error, what]);
  return query;
}

/**
 * The record a server-rendered page came with (page data, docs/decisions/060)
 * when it is the one asked for: the query's placeholder until the viewer's
 * own answer arrives, so the browser's first render is the server's.
 */
export function renderedRecord<T extends { id: string }>(schema: z.ZodType<T>, value: unknown, id: string): T | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  // Checked once per page: the reader re-renders often, the page data never changes.
  let parsed = checkedRecords.get(value) as T | null | undefined;
  if (parsed === undefined) {
    const result = schema.safeParse(value);
    parsed = result.success ? result.data : null;
    checkedRecords.set(value, parsed);
  }
  return parsed?.id === id ? parsed : undefined;
}

const checkedRecords = new WeakMap<object, unknown>();
