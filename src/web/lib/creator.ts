import { useEffect, useSyncExternalStore } from "react";

import { siteApiPaths } from "../../shared/site-links.js";
import type { Creator } from "../../shared/site.js";
import { usePageData } from "./page-data.js";

// The creator's settings in the browser (docs/decisions/096): the landing
// page and the creator's page arrive rendered with them (their page data);
// any other page's footer reads them once per tab, after it has painted,
// from GET /api/site/creator. A plain fetch with no schema: the footer is in
// the entry chunk (docs/decisions/059).

let known: Creator | undefined;
let asked = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What this tab knows of the creator now (a save by this tab's admin, a page's data). */
export function setKnownCreator(creator: Creator): void {
  known = creator;
  listeners.forEach((listener) => listener());
}

function fetchCreator(): void {
  if (asked) return;
  asked = true;
  fetch(siteApiPaths.creator, { headers: { accept: "application/json" } })
    .then((res) => (res.ok ? (res.json() as Promise<Creator>) : undefined))
    .then((creator) => {
      if (creator && known === undefined) setKnownCreator(creator);
    })
    // The footer goes without its links; the next page asks again.
    .catch(() => undefined)
    .finally(() => {
      if (known === undefined) asked = false;
    });
}

/**
 * The creator: the page's own data when the server rendered it with them,
 * else what the tab knows, else undefined until GET /api/site/creator answers
 * (undefined in a server render without them, and while hydrating such a page).
 */
export function useCreator(): Creator | undefined {
  const fromPage = usePageData().creator;
  const fromTab = useSyncExternalStore(
    subscribe,
    () => known,
    () => undefined,
  );
  useEffect(() => {
    if (fromPage) {
      if (known === undefined) known = fromPage;
    } else if (known === undefined) fetchCreator();
  }, [fromPage]);
  return fromPage ?? fromTab;
}
