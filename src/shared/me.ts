import { z } from "zod";

/** The signed-in member's profile: GET /api/me. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  isAdmin: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/me: the profile with its two-factor state (the admin guard sends an admin without it to set it up). */
export const meSchema = profileSchema.extend({
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** An admin who must turn on two-factor sign-in before the admin tools open (REQUIRE_ADMIN_2FA). */
  twoFactorRequired: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
