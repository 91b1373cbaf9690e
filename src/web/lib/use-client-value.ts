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
