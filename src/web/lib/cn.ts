import { clsx, type ClassValue } from "clsx";

import { conflictingClasses } from "./class-conflicts.js";

/**
 * Joins class names. It does not resolve conflicts between Tailwind classes
 * (docs/decisions/069): a component offers options (a variant, a size, a
 * tone) instead of letting callers override its classes, so no call passes
 * two classes that set the same property. In development and tests a call
 * that does is reported: an error in the console, a thrown error in tests.
 * The check and tailwind-merge, which it uses, are not in production builds.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) {
    const conflict = conflictingClasses(classes);
    if (conflict) {
      const message = `cn(): "${conflict}" conflict in "${classes}"; give the component an option instead (docs/decisions/069)`;
      if (import.meta.env.MODE === "test") throw new Error(message);
      console.error(message);
    }
  }
  return classes;
}
