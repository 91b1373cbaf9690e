import { useState, type FormEvent } from "react";

import { contactInputSchema, HONEYPOT_FIELD, type ContactInput } from "../../../../shared/contact.js";
import { Button } from "../../../components/ui/button.js";
import { FormField } from "../../../components/ui/form-field.js";
import { ApiError } from "../../../lib/api-client.js";
import { toast } from "../../../lib/use-toast.js";
import { useSendContactMessage } from "../api.js";

// No honeypot key: a person's message is sent without it (only a bot that fills it sends one).
const EMPTY: ContactInput = { name: "", email: "", message: "" };

function showError(description = "Please try again later."): void {
  toast({ variant: "destructive", title: "Error sending message", description });
}

/**
 * The spec's failure toast keeps its title; its description is the server's
 * reason only when the user can fix it by editing the form (a 400 from the
 * shared contact schema), else "Please try again later."
 * (docs/decisions/022).
 */
function reasonToShow(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 400 && error.code === "BAD_REQUEST" ? error.message : undefined;
}

/** Contact form: idle or sending; fields cleared on success, kept on failure. */
export function ContactForm() {
  const [fields, setFields] = useState<ContactInput>(EMPTY);
  const { mutate, isPending } = useSendContactMessage();

  const update = (key: keyof ContactInput) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactInputSchema.safeParse(fields);
    if (!parsed.success) {
      showError(parsed.error.issues[0]?.message);
      return;
    }
    mutate(parsed.data, {
      onSuccess: () => {
        setFields(EMPTY);
        toast({ title: "Message Sent!", description: "Thanks for reaching out. We'll get back to you soon." });
      },
      onError: (error) => showError(reasonToShow(error)),
    });
  };

  // No length limits are shown here (the spec's contact form); nothing typed is cut either: the
  // shared schema refuses an over-long field on sending, with the limit in its message.
  return (
    <form onSubmit={onSubmit} className="relative flex flex-col gap-5">
      <FormField label="Name" name="name" autoComplete="name" required value={fields.name} onChange={update("name")} />
      <FormField label="Email" name="email" type="email" autoComplete="email" required value={fields.email} onChange={update("email")} />
      <FormField multiline label="Message" name="message" rows={6} required value={fields.message} onChange={update("message")} />
      {/* The honeypot (shared/contact.ts): off screen, out of the tab order and hidden from assistive technology, so only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={fields[HONEYPOT_FIELD] ?? ""}
          onChange={update(HONEYPOT_FIELD)}
        />
      </div>
      <div>
        <Button type="submit" disabled={isPending} className="w-full sm:w-auto">
          {isPending ? "Sending..." : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
