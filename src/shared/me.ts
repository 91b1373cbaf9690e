import { z } from "zod";

/** The signed-in member's profile: GET /api/me. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  isAdmin: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
