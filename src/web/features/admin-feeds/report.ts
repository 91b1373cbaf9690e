import { ApiError } from "../../lib/api-client.js";
import { toast } from "../../lib/use-toast.js";

/** Runs an action and reports it: a toast on success, the server's reason on failure. Resolves either way (a dialog closes). */
export async function report<T>(run: () => Promise<T>, success: (result: T) => string, failure: string): Promise<boolean> {
  try {
    toast({ title: success(await run()) });
    return true;
  } catch (error) {
    toast({ variant: "destructive", title: failure, description: error instanceof ApiError ? error.message : "Please try again." });
    return false;
  }
}
