import { useEffect, useRef } from "react";

/**
 * A ref for the text that replaces the button just pressed (Unsubscribe):
 * once `when` is true and the element is on screen, it takes the focus, so
 * keyboard and screen-reader users are not left on a button that is gone.
 * Checked after every render, because the mutation's success and the new
 * data that shows the element may arrive in either order. Not on a page
 * load, where `when` is false.
 */
export function useFocusWhenShown<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  const focused = useRef<T | null>(null);
  useEffect(() => {
    if (!when || !ref.current || focused.current === ref.current) return;
    focused.current = ref.current;
    ref.current.focus();
  });
  return ref;
}
