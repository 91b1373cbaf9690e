import { useMutation } from "@tanstack/react-query";

import { contactCreatedSchema, type ContactInput } from "../../../shared/contact.js";
import { apiFetch } from "../../lib/api-client.js";

export function sendContactMessage(input: ContactInput): Promise<{ id: string }> {
  return apiFetch("/api/contact", { method: "POST", json: input, parse: (data) => contactCreatedSchema.parse(data) });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
