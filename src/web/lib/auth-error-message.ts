/** The spec's line when a sign-up, sign-in or sign-out failed without the server's words. */
const AUTH_GENERIC = "Something went wrong";
/** A refusal for too many attempts that came without the server's own words. */
const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

/**
 * The message for a failed auth call (Better Auth answers `{ message, status }`):
 * the server's, or a generic one. A module of its own, without the toasts or
 * React, so that the login page's island (src/web/islands/login.ts) words a
 * refusal as the app's forms do.
 */
export function authErrorMessage(error: { message?: string | undefined; status?: number } | null | undefined): string {
  if (error?.message) return error.message;
  return error?.status === 429 ? TOO_MANY_ATTEMPTS : AUTH_GENERIC;
}

/** The message of a refused auth request, read from its answer (`{ code, message }`). */
export async function refusalMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return authErrorMessage({ message: typeof body?.message === "string" ? body.message : undefined, status: response.status });
}
