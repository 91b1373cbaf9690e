import { paths } from "../../shared/paths.js";
import { safeNextPath } from "../../shared/safe-path.js";
import { handOverCodeStep } from "../features/auth/lib/login-handover.js";
import { NO_PASSKEY_USED, offerPasskeyAutofill, signInWithPasskey } from "../features/auth/lib/passkey-ceremony.js";
import { signInWithPassword } from "../features/auth/lib/password-sign-in.js";
import { goOnSignedIn } from "../features/auth/lib/signed-in.js";
import { withNext } from "../lib/login-redirect.js";
import { restoreText, writeText } from "./server-text.js";

/** An e-mail link's notice or a failed organisation sign-in, which the app's login page tells (login-form.tsx). */
const APP_NOTICES = ["verified", "error", "sso-error"];

// The hand-over to the app (and the whole stylesheet it applies) loads only when asked for: most sign-ins never need it.
const bootApp = () => import("./app-boot.js").then((module) => module.bootApp());

const refused = (message: string) =>
  void import("./toasts.js").then(({ showToast }) => showToast({ variant: "destructive", title: "Error logging in", description: message }));

/** A button's words (its text beside any icon), changed while it works and back after. */
function relabel(button: HTMLButtonElement, busy: string | null): void {
  const label = [...button.childNodes].findLast((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  if (!label) return;
  if (busy === null) restoreText(label);
  else writeText(label, busy);
  button.disabled = busy !== null;
}

/**
 * The login page without the app (docs/decisions/119): the login form's own
 * steps, as LoginForm does them, with what it shares with the app
 * (password-sign-in.ts, passkey-ceremony.ts) and no React. Signed in, the
 * browser goes on to the page it came for (`?next=`) or the dashboard, with
 * the app's "Login Successful" toast carried there. What the island does not
 * do itself goes to the app: the code step of a two-factor sign-in, the
 * organisation sign-in and the notices of an e-mail link. Every listener
 * goes with `signal`.
 */
export function startLoginForm(signal: AbortSignal): void {
  const form = document.querySelector<HTMLFormElement>("form[data-login-form]");
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !submit) return;
  const params = new URLSearchParams(window.location.search);
  if (APP_NOTICES.some((name) => params.has(name))) {
    void bootApp();
    return;
  }
  const from = safeNextPath(params.get("next"));
  const signedIn = () => {
    goOnSignedIn(from ?? paths.dashboard);
    return Promise.resolve();
  };
  signal.addEventListener("abort", offerPasskeyAutofill(signedIn, refused));

  form.addEventListener(
    "submit",
    (event) => {
      event.preventDefault();
      if (submit.disabled) return;
      const field = (name: string) => {
        const element = form.elements.namedItem(name);
        return element instanceof HTMLInputElement ? element.value : "";
      };
      relabel(submit, "Logging In...");
      void signInWithPassword(field("email"), field("password")).then((outcome) => {
        if (outcome.kind === "signed-in") return signedIn();
        relabel(submit, null);
        if (outcome.kind === "refused") return refused(outcome.message);
        handOverCodeStep();
        return bootApp();
      });
    },
    { signal },
  );

  const passkey = form.querySelector<HTMLButtonElement>("button[data-passkey-sign-in]");
  passkey?.addEventListener(
    "click",
    () => {
      relabel(passkey, "Waiting for your passkey...");
      void signInWithPasskey(false).then((outcome) => {
        if (outcome.signedIn) return signedIn();
        relabel(passkey, null);
        return refused(outcome.message ?? NO_PASSKEY_USED);
      });
    },
    { signal },
  );

  // The organisation step is the app's: the press that asked for it is pressed again once the app has the page.
  const organisation = form.querySelector<HTMLButtonElement>("button[data-org-sign-in]");
  organisation?.addEventListener("click", () => void bootApp().then(() => organisation.click()), { signal });

  // Show and hide the password (PasswordField draws both states; the press sets which).
  for (const toggle of form.querySelectorAll<HTMLButtonElement>("button[aria-pressed][aria-controls]")) {
    const input = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!(input instanceof HTMLInputElement)) continue;
    toggle.addEventListener(
      "click",
      () => {
        const shown = toggle.getAttribute("aria-pressed") !== "true";
        toggle.setAttribute("aria-pressed", String(shown));
        input.type = shown ? "text" : "password";
      },
      { signal },
    );
  }

  // Sign-up keeps where the visitor goes afterwards, as the app's link does.
  const signup = form.querySelector<HTMLAnchorElement>(`a[href="${paths.signup}"]`);
  if (signup && from) signup.href = withNext(paths.signup, from);
  submit.disabled = false;
}
