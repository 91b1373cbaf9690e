// Apart from org-sign-in.tsx, whose chunk brings the shared schemas (zod): the
// login page's own chunk says this line too, when that chunk cannot be loaded
// (docs/decisions/059).

/** A failed organisation sign-in's line when there is no more precise one (an unknown `?sso-error=` code, or the organisation sign-in's code not loading). */
export const SSO_FAILED = "Signing in through your organisation did not work. Try again, or sign in with your password.";
