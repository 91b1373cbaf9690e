// The admin forms' copy of what is being typed, kept in the browser's
// localStorage (issue 30: nothing typed is ever lost): a crash, a closed tab
// or a lost session leaves the words on this device until they are saved.

/** The form's words and when they were copied, with the revision they were typed over (null for a record not saved yet). */
export interface LocalCopy<T extends Record<string, string>> {
  savedAt: string;
  baseRevision: number | null;
  fields: T;
}

const PREFIX = "lobl-unsaved:";

/** One copy per form and record: "post:<id>", or "post:new" for the create form. */
export const localCopyKey = (kind: string, id: string | null | undefined) => `${PREFIX}${kind}:${id ?? "new"}`;

/** True when both hold the same words for the same fields. */
export function sameFields(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? "") !== (b[key] ?? "")) return false;
  return true;
}

/** The copy under `key`, or null (none, or unreadable: written by another version of the site, or edited by hand). */
export function readLocalCopy<T extends Record<string, string>>(key: string): LocalCopy<T> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const copy = JSON.parse(raw) as Partial<LocalCopy<T>>;
    const fieldsOk = typeof copy.fields === "object" && copy.fields !== null && Object.values(copy.fields).every((v) => typeof v === "string");
    if (typeof copy.savedAt !== "string" || !fieldsOk) return null;
    return { savedAt: copy.savedAt, baseRevision: typeof copy.baseRevision === "number" ? copy.baseRevision : null, fields: copy.fields as T };
  } catch {
    return null;
  }
}

export function writeLocalCopy<T extends Record<string, string>>(key: string, copy: LocalCopy<T>): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(copy));
  } catch {
    // Storage full or refused (private mode): the form still saves to the server, only the safety net is missing.
  }
}

export function removeLocalCopy(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Refused storage holds nothing to remove.
  }
}
