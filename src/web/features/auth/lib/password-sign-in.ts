import { AUTH_PATHS, authUrl } from "../../../../shared/paths.js";
import { refusalMessage } from "../../../lib/auth-error-message.js";

/** Signed in; the password was right and the account asks for its second factor; or refused, with the message to show. */
export type PasswordOutcome = { kind: "signed-in" } | { kind: "code-step" } | { kind: "refused"; message: string };

const NETWORK = "Could not reach the server. Check your connection and try again.";

/**
 * The login form's e-mail and password step, as Better Auth's client sends
 * it (its sign-in endpoint, JSON, the session set as an HttpOnly cookie by
 * the answer), with plain fetch: the app's form and the login page's island
 * (islands/login.ts) send it alike, and neither loads the client for it
 * (docs/decisions/059, 119). An account with two-factor sign-in on answers
 * `twoFactorRedirect` and no session yet (the code step's cookie instead).
 */
export async function signInWithPassword(email: string, password: string): Promise<PasswordOutcome> {
  let response: Response;
  try {
    response = await fetch(authUrl(AUTH_PATHS.signIn), {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    return { kind: "refused", message: NETWORK };
  }
  if (!response.ok) return { kind: "refused", message: await refusalMessage(response) };
  const body = (await response.json().catch(() => null)) as { twoFactorRedirect?: unknown } | null;
  return body?.twoFactorRedirect === true ? { kind: "code-step" } : { kind: "signed-in" };
}
