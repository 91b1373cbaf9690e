import { isSearchShortcut } from "../lib/typing-target.js";

/**
 * The navigation bar without React (docs/decisions/116), as Navbar does it:
 * the menu button opens and closes the small screens' menu (both icons are
 * in the page, shown by aria-expanded); Escape closes it with focus back on
 * the button, a press outside the bar closes it; "/" focuses the bar's
 * search field, or opens the menu and focuses the menu's. Its listeners
 * go with `signal` (the app's own take over when it has the page, lifetime.ts).
 */
export function startMenu(signal?: AbortSignal): void {
  const toggle = document.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const menu = toggle ? document.getElementById(toggle.getAttribute("aria-controls") ?? "") : null;
  const bar = toggle?.closest("nav");
  if (!toggle || !menu || !bar) return;
  const isOpen = () => toggle.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? "Close menu" : "Open menu");
    menu.hidden = !open;
  };
  toggle.addEventListener("click", () => setOpen(!isOpen()), { signal });
  document.addEventListener(
    "pointerdown",
    (event) => {
      if (isOpen() && event.target instanceof Node && !bar.contains(event.target)) setOpen(false);
    },
    { signal },
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Escape" && isOpen()) {
        setOpen(false);
        toggle.focus();
        return;
      }
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      const fields = [...bar.querySelectorAll<HTMLInputElement>("[data-nav-search]")];
      const inBar = fields.find((field) => !menu.contains(field));
      if (inBar && inBar.offsetParent !== null) {
        inBar.focus();
        inBar.select();
        return;
      }
      setOpen(true);
      fields.find((field) => menu.contains(field))?.focus();
    },
    { signal },
  );
}

/** The search forms send their words to the search page as the browser does (their action); an empty search goes nowhere, as in the app. */
export function startSearchForms(signal?: AbortSignal): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[role="search"]')) {
    form.addEventListener(
      "submit",
      (event) => {
        const field = form.elements.namedItem("q");
        if (!(field instanceof HTMLInputElement)) return;
        field.value = field.value.trim();
        if (!field.value) event.preventDefault();
      },
      { signal },
    );
  }
}
