import type { z } from "zod";

/** The first problem the shared zod schema found, as the form shows it. */
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Check the form and try again.";
}
