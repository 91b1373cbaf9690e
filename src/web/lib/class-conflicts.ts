import { twMerge } from "tailwind-merge";

/**
 * The classes tailwind-merge would drop from `classes` because a later class
 * sets the same property, joined by spaces; null when there are none.
 * Development and tests only (see cn.ts).
 */
export function conflictingClasses(classes: string): string | null {
  const all = classes.split(/\s+/).filter(Boolean);
  const kept = new Set(twMerge(classes).split(" "));
  // A class given twice is a duplicate, not a conflict: twMerge keeps its last copy.
  const dropped = [...new Set(all)].filter((name) => !kept.has(name));
  return dropped.length > 0 ? dropped.join(" ") : null;
}
