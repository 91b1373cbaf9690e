import { useEffect } from "react";
import type { z } from "zod";

import { ApiError } from "./api-client.js";
import { toast } from "./use-toast.js";

export { authErrorMessage } from "./auth-error-message.js";

// The spec's toast for every outcome the user did not see coming: an error
// title with the server's reason, or a short success line.

const GENERIC = "Something went wrong. Please try again.";

/**
 * The server's message for an API failure (ApiError carries it, a network
 * failure too), else the error's own, else a generic line. An answer that
 * did not parse (a ZodError, told by name: zod is not loaded here) would show
 * its issues as JSON, so it gets the generic line too.
 */
function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message && error.name !== "ZodError") return error.message;
  return GENERIC;
}

/** The first problem the shared zod schema found, as the form shows it. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Check the form and try again.";
}

/** A destructive toast: the error title and the server's (or a validator's) message. */
export function toastError(title: string, error: unknown): void {
  toast({ variant: "destructive", title, description: typeof error === "string" ? error : errorMessage(error) });
}

/**
 * Runs an action and reports it: the success toast (its line may depend on the
 * result), or the error title with the server's reason. Resolves either way
 * (true on success), so a dialog can close.
 */
export async function reportAction<T>(run: () => Promise<T>, wording: { success: string | ((result: T) => string); errorTitle: string }): Promise<boolean> {
  try {
    const result = await run();
    toast({ title: typeof wording.success === "string" ? wording.success : wording.success(result) });
    return true;
  } catch (error) {
    toastError(wording.errorTitle, error);
    return false;
  }
}

/**
 * The error toast of a query that failed: once per failure (a retry that
 * fails again toasts again, a re-render does not). `unless` skips failures
 * the page shows itself (a 404 as its own not-found text).
 */
export function useErrorToast(
  title: string,
  { error, errorUpdatedAt }: { error: unknown; errorUpdatedAt?: number },
  { description, unless }: { description?: string | undefined; unless?: (error: unknown) => boolean } = {},
): void {
  const shown = Boolean(error) && !unless?.(error);
  // errorUpdatedAt: the same error object again after a failed retry still toasts.
  useEffect(() => {
    if (shown) toastError(title, description ?? error);
  }, [shown, error, errorUpdatedAt, title, description]);
}
