import { useSearchParams } from "react-router";

import type { SignedLinkQuery } from "../../../../shared/newsletter.js";

/** The `s` and `t` of a newsletter e-mail's link, or null when either is missing (a link cut short by a mail client). */
export function useSignedLink(): SignedLinkQuery | null {
  const [params] = useSearchParams();
  const s = params.get("s");
  const t = params.get("t");
  return s && t ? { s, t } : null;
}
