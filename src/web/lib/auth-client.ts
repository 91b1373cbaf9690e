import { passkeyClient } from "@better-auth/passkey/client";
import { inferAdditionalFields, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

import { AUTH_BASE_PATH } from "../../shared/paths.js";

/**
 * Better Auth's browser client on our own origin, for the forms' calls
 * (loaded with them: lib/load-auth-client.ts). The session stays in an
 * HttpOnly cookie (never in JS-readable storage); the app reads who is
 * signed in through lib/session.tsx, not through this client.
 */
export const authClient = createAuthClient({
  basePath: AUTH_BASE_PATH,
  // twoFactorClient: the code step of sign-in and the account's two-factor
  // calls; the login form shows the code step itself (no redirect).
  // passkeyClient: password-free sign-in and the account's passkey list
  // (docs/decisions/056).
  plugins: [inferAdditionalFields({ user: { isAdmin: { type: "boolean", required: false, input: false } } }), twoFactorClient(), passkeyClient()],
});
