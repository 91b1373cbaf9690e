import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType, type Location } from "react-router";

// What React Router's <ScrollRestoration> does for its data router, for the
// declarative router the site uses (docs/decisions/059): a new page starts at
// the top (or at its #hash), and Back or Forward returns to where that page
// was left, also after a reload.

const STORAGE_KEY = "lobl-scroll-positions";

/**
 * Every fresh page load has the history key "default"; keying those by path
 * stops one page's saved scroll position being applied to another.
 */
function scrollKey(location: Location): string {
  return location.key === "default" ? location.pathname : location.key;
}

/** The element id a #hash names; a hash that is not valid percent-encoding is taken as written. */
function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

function readSaved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/** Where each history entry was last scrolled to, kept for the tab's life. */
const positions: Record<string, number> = typeof window === "undefined" ? {} : readSaved();

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollKey(location);

  // The entry the page shows now. Read by the scroll listener: a scroll event
  // can arrive after the next page is in the DOM (it is shorter, so the
  // browser moved the scroll position) but before effects run again, and
  // must not overwrite the previous entry's position.
  const current = useRef(key);

  // The browser would restore the old document's position on Back, before the page is there.
  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const remember = () => {
      positions[current.current] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or refused: positions are then kept only until a reload.
      }
    };
    window.addEventListener("scroll", remember, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", save);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const saved = positions[key];
    if (navigationType === "POP" && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(hashTarget(location.hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Each navigation has its own key, so this runs once per entry, not on re-renders.
  }, [key, navigationType, location.hash]);
  return null;
}
