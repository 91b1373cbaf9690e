import { trustedOrigins } from "../server/auth/origins.js";
import { resolveAuthSecret } from "../server/auth/secret.js";
import type { Config } from "../server/config.js";
import type { Db } from "../server/db/client.js";
import { secretBox } from "../server/modules/sso/secret-box.js";
import { addSpKey, listSpKeys, removeSpKey, useSpKey, type SpKeySummary } from "../server/modules/sso/sp-keys.js";

// `npm run cli -- sso …`: the site's SAML keys (docs/decisions/108), for the
// operator. Rollover is three steps, days apart: rotate-sp-key adds a key
// (published and decrypting at once), use-sp-key makes it sign once the
// organisations' providers have loaded the new metadata, remove-sp-key
// takes the old one out. No private key is ever printed.

export const SSO_USAGE = `  sso sp-keys            this site's SAML keys: fingerprint, end date, which one signs requests
  sso rotate-sp-key      add a new SAML key: published in the metadata and decrypting at once; the old key still signs
  sso use-sp-key <fingerprint>
                         make that key sign requests (after the providers have loaded the new metadata)
  sso remove-sp-key <fingerprint>
                         take a key that no longer signs out of the metadata (assertions for it are refused)`;

const line = (key: SpKeySummary) =>
  `${key.fingerprint}  until ${key.notAfter.slice(0, 10)}  added ${key.createdAt.slice(0, 10)}${key.signing ? "  signs requests" : ""}`;

export async function ssoKeys(db: Db, config: Config, action: string | undefined, name: string | undefined): Promise<number | null> {
  const deps = { db, box: secretBox(resolveAuthSecret(config.authSecret, config.dataDir)), origin: trustedOrigins(config)[0]! };
  switch (action) {
    case "sp-keys":
      for (const key of await listSpKeys(deps)) console.log(line(key));
      return 0;
    case "rotate-sp-key": {
      const key = await addSpKey(deps);
      console.log(`Added ${line(key)}`);
      console.log(`It is in the metadata now. Once the providers have loaded it: npm run cli -- sso use-sp-key ${key.fingerprint}`);
      return 0;
    }
    case "use-sp-key":
      if (!name) return null;
      console.log(`Signing requests with ${line(await useSpKey(deps, name))}`);
      return 0;
    case "remove-sp-key":
      if (!name) return null;
      console.log(`Removed ${line(await removeSpKey(deps, name))}`);
      return 0;
    default:
      return null;
  }
}
