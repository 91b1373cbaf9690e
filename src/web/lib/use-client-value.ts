import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * A value only the browser knows (today's date, say): null in the build's
 * server render and while the browser takes that HTML over, so the two
 * agree, then the browser's value. Pages the browser renders on its own get
 * the value at once.
 */
export function useClientValue<T extends string | number | boolean>(read: () => T): T | null {
  return useSyncExternalStore(never, read, () => null);
}

/**
 * False in the build's server render and while the browser takes that HTML
 * over, true once the page's code runs. A prerendered form's submit button
 * is disabled until then: sent before, the browser would submit it itself,
 * as a GET with the fields (a password, say) in the address.
 */
export function useHydrated(): boolean {
  return useClientValue(() => true) ?? false;
}
