import type { FormEventHandler, ReactNode } from "react";
import { Link, useLocation } from "react-router";

import { Button } from "../../../components/ui/button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.js";
import { returnPath } from "../../../lib/login-redirect.js";
import { useHydrated } from "../../../lib/use-client-value.js";

export interface AuthCardProps {
  title: string;
  description: string;
  /** The form's fields. */
  children: ReactNode;
  submitLabel: string;
  /** Disables the submit button (while a request runs). */
  pending?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Shown between the fields and the submit button (e.g. "Forgot password?"). */
  aside?: ReactNode;
  /** Another way to go on, under the submit button (e.g. "Sign in with a passkey"). */
  alternative?: ReactNode;
  /** The line under the form, e.g. "Don't have an account?" and its link. */
  switchPrompt: string;
  switchLabel: string;
  switchTo: string;
  /** Marks the form for the island that runs it on a page without the app (e.g. `data-login-form`, docs/decisions/119). */
  marker?: `data-${string}`;
}

/** The centred card shared by the login and sign-up pages. */
export function AuthCard(props: AuthCardProps) {
  const { title, description, children, aside, alternative, submitLabel, pending = false, onSubmit, switchPrompt, switchLabel, switchTo, marker } = props;
  // Prerendered (docs/decisions/058): no sending until the form is the page's own.
  const hydrated = useHydrated();
  // Switching between login and sign-up keeps where the visitor goes afterwards (state only: the link's address is the prerendered one).
  const from = returnPath(useLocation());
  return (
    <div className="mx-auto flex w-full max-w-md px-4 py-16 sm:py-24">
      <Card className="w-full border-t-2 border-t-accent">
        <CardHeader spacious>
          <CardTitle as="h1" size="xl">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <form onSubmit={onSubmit} {...(marker ? { [marker]: "" } : {})}>
          <CardContent className="flex flex-col gap-5">
            {children}
            {aside}
          </CardContent>
          <CardFooter stacked>
            <Button type="submit" disabled={pending || !hydrated} className="w-full">
              {submitLabel}
            </Button>
            {alternative}
            <p className="text-center text-sm text-muted">
              {switchPrompt}{" "}
              <Link to={switchTo} state={from ? { from } : undefined} className="rounded-sm font-semibold text-accent underline-offset-4 hover:underline">
                {switchLabel}
              </Link>
            </p>
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}
