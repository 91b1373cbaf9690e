/**
 * The login page's island hands the page to the app for the code step of a
 * two-factor sign-in (docs/decisions/119): the password was right, the code
 * step's cookie is set, and the app's login form opens at the code step
 * once it has taken the page over. Session storage, this tab only.
 */
const KEY = "lobl:login-step";

export function handOverCodeStep(): void {
  try {
    sessionStorage.setItem(KEY, "code");
  } catch {
    // No storage: the app's form starts at the password step, and a second login asks for the code again.
  }
}

/** Whether the island handed the code step over (once: taken away as it is read). */
export function takeCodeStep(): boolean {
  try {
    const step = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return step === "code";
  } catch {
    return false;
  }
}
