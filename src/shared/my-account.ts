import { z } from "zod";

// The member's own account (/account): the parts this product serves itself.
// Profile, e-mail, password and two-factor changes go to Better Auth under
// /api/auth; devices, the data export and deletion are ours, under /api/account.

export const accountApiPaths = {
  sessions: "/api/account/sessions",
  session: (id: string) => `/api/account/sessions/${encodeURIComponent(id)}`,
  export: "/api/account/export",
  delete: "/api/account/delete",
} as const;

/** One signed-in device: never its token. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Firefox on Linux", from the user agent. */
  device: z.string(),
  /** The address with its host part hidden ("203.0.113.x"), or null when unknown. */
  ip: z.string().nullable(),
  createdAt: z.string(),
  /** When the session was last refreshed (it slides once a day): approximate. */
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ items: z.array(accountSessionSchema) });

/** The word a member types to confirm deletion. */
export const DELETE_CONFIRMATION = "DELETE";

/** POST /api/account/delete. */
export const deleteAccountInputSchema = z.object({
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password."),
  /** Required when two-factor sign-in is on: an authenticator or backup code. */
  code: z.string().trim().max(20).optional(),
  confirm: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm.` }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;
