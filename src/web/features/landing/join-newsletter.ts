import { toastError } from "../../lib/feedback.js";
import { toast } from "../../lib/use-toast.js";

/**
 * Stay Sharp's JOIN (issue 31): sends the address, and a toast says what the
 * server answered; the form is cleared on success and kept on failure. The
 * landing page's form (NewsletterForm) and its island (docs/decisions/116)
 * both send it this way.
 */
export async function joinNewsletter(email: string, form: HTMLFormElement): Promise<void> {
  try {
    // Loaded on the first JOIN: the contract's file builds zod schemas, which a first visit to / does not download (docs/decisions/059).
    const { subscribeToNewsletter } = await import("./api.js");
    const { message } = await subscribeToNewsletter({ email });
    form.reset();
    toast({ title: "Check your inbox", description: message });
  } catch (error) {
    toastError("Error subscribing", error);
  }
}
