/**
 * A toast that outlives its page: a page without the app (the login page's
 * island, docs/decisions/119) that sends the browser on to an app page with
 * news ("Login Successful") leaves it here, and the app shows it once when it
 * starts. Session storage: this tab only, gone with it. A browser that keeps
 * no storage loses the toast, not the sign-in.
 */
const KEY = "lobl:toast";

export interface CarriedToast {
  title: string;
  description?: string;
  /** An error's toast. */
  variant?: "destructive";
}

export function carryToast(toast: CarriedToast): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(toast));
  } catch {
    // No storage: nothing to carry.
  }
}

/** The toast left by the page before, once (taken away as it is read); null without one or with anything else there. */
export function takeCarriedToast(): CarriedToast | null {
  let value: unknown;
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    value = raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { title, description, variant } = value as Record<string, unknown>;
  if (typeof title !== "string") return null;
  return { title, ...(typeof description === "string" ? { description } : {}), ...(variant === "destructive" ? { variant } : {}) };
}
