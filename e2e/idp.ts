// The OpenID Connect provider the browser tests sign in through (issue 34):
// scripts/e2e-idp.mjs, started by Playwright beside the site
// (playwright.config.ts), which passes it these settings. Read here by the
// config and by the specs, in the main process and in each worker alike.

import { AUTH_PATHS, authUrl } from "../src/shared/paths.js";

const sitePort = Number(process.env.E2E_PORT ?? 4319);
/** Beside the site's port by default, so separate runs in one tree (their own E2E_PORT) get their own provider too. */
const port = Number(process.env.E2E_IDP_PORT ?? sitePort + 1000);

export const e2eIdp = {
  port,
  issuer: `http://127.0.0.1:${port}`,
  discoveryUrl: `http://127.0.0.1:${port}/.well-known/openid-configuration`,
  clientId: "lobl-e2e",
  clientSecret: "lobl-e2e-client-secret-not-a-real-one-0123456789",
  /** Where the site asks the provider to send people back (its first trusted origin: there is no PUBLIC_URL in the tests). */
  redirectUri: `http://127.0.0.1:${sitePort}${authUrl(AUTH_PATHS.ssoCallback)}`,
  /**
   * The SAML provider e2e/saml-signin.spec.ts starts in its own process (the site only sends browsers there; it never
   * calls it), at "localhost": another site than the site's 127.0.0.1, so its post to the ACS is cross-site as in life.
   */
  samlPort: port + 1,
  samlOrigin: `http://localhost:${port + 1}`,
} as const;
