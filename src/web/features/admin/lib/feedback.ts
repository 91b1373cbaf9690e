import type { z } from "zod";
import { ApiError } from "../../../lib/api-client.js";
import { toast } from "../../../lib/use-toast.js";

/** The server's message for an API failure, or a generic line for anything else. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Please try again.";
}

/** A destructive toast: the spec's error title and the server's (or validator's) message. */
export function toastError(title: string, error: unknown): void {
  toast({ variant: "destructive", title, description: typeof error === "string" ? error : errorMessage(error) });
}

export function toastSuccess(title: string): void {
  toast({ title });
}

/** The first problem the shared zod schema found, as the form shows it. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Check the form and try again.";
}

/** Runs a write and reports it: the success toast, or the error title with the server's message. */
export async function reportWrite(run: () => Promise<unknown>, wording: { success: string; errorTitle: string }): Promise<boolean> {
  try {
    await run();
    toastSuccess(wording.success);
    return true;
  } catch (error) {
    toastError(wording.errorTitle, error);
    return false;
  }
}
