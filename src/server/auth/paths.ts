// Better Auth's paths (under /api/auth) that this product's account policy
// acts on, declared once: the hooks, the rate-limit rules and the tests use
// these names, never the strings.
export const AUTH_PATHS = {
  signUp: "/sign-up/email",
  signIn: "/sign-in/email",
  requestPasswordReset: "/request-password-reset",
  resetPassword: "/reset-password",
  sendVerificationEmail: "/send-verification-email",
  verifyPassword: "/verify-password",
  changePassword: "/change-password",
  updateUser: "/update-user",
  getSession: "/get-session",
} as const;
export type AuthPath = (typeof AUTH_PATHS)[keyof typeof AUTH_PATHS];

/** The URL of an account endpoint as the browser calls it. */
export const authUrl = (path: AuthPath) => `/api/auth${path}`;
