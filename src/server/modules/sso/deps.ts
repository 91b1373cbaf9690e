import { AUTH_PATHS, authUrl } from "../../../shared/paths.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { CertifyJob } from "../assignments/completion.js";
import type { ProviderReach } from "./provider-reach.js";
import { secretBox, type SecretBox } from "./secret-box.js";

/** What the single sign-on services need: the database, the sealing key, who may be called, and the site's origin. */
export interface SsoDeps {
  db: Db;
  box: SecretBox;
  reach: ProviderReach;
  /** The site's public origin: where providers send people back. */
  origin: string;
  /** Certificates for what a person provisioned into the organisation (or moved unit) had already done. */
  certify: CertifyJob;
}

export const SSO_CALLBACK_PATH = authUrl(AUTH_PATHS.ssoCallback);

export function ssoDeps(db: Db, config: Pick<Config, "ssoInternalProviders">, secret: string, origin: string, certify: CertifyJob): SsoDeps {
  return { db, box: secretBox(secret), reach: { internal: config.ssoInternalProviders }, origin, certify };
}

/** Where the provider sends people back: what the owner enters as the redirect URI on the provider's side. */
export const redirectUriOf = (deps: Pick<SsoDeps, "origin">) => `${deps.origin}${SSO_CALLBACK_PATH}`;
