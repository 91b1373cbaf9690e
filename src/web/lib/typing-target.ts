/** True when a key press goes into something the user is typing in, where `/` is just a character. No React: the reading pages' islands use it too. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !["checkbox", "radio", "button", "submit", "reset", "range", "file", "color"].includes(target.type);
}

/** A plain "/" press (no modifier, not taken yet, not typed into a field): the search shortcut. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !event.defaultPrevented && !isTypingTarget(event.target);
}
