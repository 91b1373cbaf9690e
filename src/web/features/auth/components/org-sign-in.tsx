import { useState } from "react";

import { SSO_FAILURES, ssoApiPaths, ssoStartResultSchema, type SsoFailure, type SsoStartResult } from "../../../../shared/sso.js";
import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { FormField } from "../../../components/ui/form-field.js";
import { apiFetch } from "../../../lib/api-client.js";
import { toastError } from "../../../lib/feedback.js";
import { goTo } from "../../../lib/go-to.js";
import { useFormSubmit } from "../../../lib/use-form-submit.js";
import { SSO_FAILED } from "../lib/sso-failure.js";

// "Sign in with your organisation" (issue 34): the member's work address
// picks the organisation whose verified domain it is, and the browser goes to
// that organisation's identity provider. Loaded only when asked for (the
// button, or a failed sign-in coming back with ?sso-error=): it brings the
// shared schemas, which the login page's own chunk does not carry
// (docs/decisions/059).

/** A failed organisation sign-in's code from the address (`?sso-error=`), which is not trusted: an unknown one gets a general line. */
export function ssoFailureMessage(code: string): string {
  return Object.hasOwn(SSO_FAILURES, code) ? SSO_FAILURES[code as SsoFailure] : SSO_FAILED;
}

/**
 * The e-mail step of an organisation sign-in, in place of the login card:
 * the address (`email`, what was typed in the login form, if anything) and
 * Continue. `next` is where to land after signing in (the login page's own
 * return path); the server keeps it only when it is a path on this site.
 */
export function OrgSignIn({ email, next, onCancel }: { email: string; next: string | undefined; onCancel: () => void }) {
  // The organisation the address belongs to and its provider's address, once the server has said: named before leaving.
  const [found, setFound] = useState<SsoStartResult | null>(null);
  // Once the person goes on the page is leaving: the button stays busy until it has.
  const [leaving, setLeaving] = useState(false);
  // What was typed, for the form when the person goes back to change it.
  const [address, setAddress] = useState(email);
  const { pending, onSubmit } = useFormSubmit(["email"], async (values) => {
    setAddress(values.email);
    try {
      setFound(
        await apiFetch(ssoApiPaths.start, {
          method: "POST",
          json: { email: values.email.trim(), ...(next ? { next } : {}) },
          parse: ssoStartResultSchema.parse,
        }),
      );
    } catch (error) {
      toastError("Error logging in", error);
    }
  });
  const busy = pending || leaving;
  const leave = (url: string) => {
    setLeaving(true);
    // To the organisation's provider, now that the server has set the sign-in's state cookie.
    goTo(url);
  };

  return (
    <div className="mx-auto flex w-full max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full border-t-2 border-t-accent">
        <CardHeader spacious>
          <CardTitle as="h1" size="xl">
            Sign in with your organisation
          </CardTitle>
          <CardDescription>Enter your work e-mail address. You will sign in on your organisation&apos;s own sign-in page and come back here.</CardDescription>
        </CardHeader>
        {found ? (
          <>
            <CardContent>
              <p role="status" className="text-sm">
                You will sign in with <strong className="font-semibold">{found.organisation}</strong>.
              </p>
            </CardContent>
            <CardFooter stacked>
              <Button onClick={() => leave(found.url)} disabled={leaving} className="w-full" autoFocus>
                {leaving ? "Continuing..." : "Continue to sign-in"}
              </Button>
              <Button variant="ghost" onClick={() => setFound(null)} disabled={leaving}>
                Use another address
              </Button>
            </CardFooter>
          </>
        ) : (
          <form onSubmit={onSubmit}>
            <CardContent className="flex flex-col gap-5">
              <FormField label="Work email" name="email" type="email" autoComplete="username" defaultValue={address} required autoFocus />
            </CardContent>
            <CardFooter stacked>
              <Button type="submit" disabled={busy} className="w-full">
                {busy ? "Continuing..." : "Continue"}
              </Button>
              <Button variant="ghost" onClick={onCancel} disabled={leaving}>
                Back to login
              </Button>
            </CardFooter>
          </form>
        )}
      </Card>
    </div>
  );
}
