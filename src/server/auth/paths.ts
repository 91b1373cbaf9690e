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
  changeEmail: "/change-email",
  verifyEmail: "/verify-email",
  revokeOtherSessions: "/revoke-other-sessions",
  // Better Auth's two-factor plugin (docs/decisions/030).
  twoFactorEnable: "/two-factor/enable",
  twoFactorDisable: "/two-factor/disable",
  verifyTotp: "/two-factor/verify-totp",
  verifyBackupCode: "/two-factor/verify-backup-code",
  generateBackupCodes: "/two-factor/generate-backup-codes",
  // Better Auth's passkey plugin (docs/decisions/056).
  passkeyRegisterOptions: "/passkey/generate-register-options",
  passkeyAuthenticateOptions: "/passkey/generate-authenticate-options",
  passkeyVerifyRegistration: "/passkey/verify-registration",
  passkeyVerifyAuthentication: "/passkey/verify-authentication",
  passkeyList: "/passkey/list-user-passkeys",
  passkeyUpdate: "/passkey/update-passkey",
  passkeyDelete: "/passkey/delete-passkey",
} as const;
type AuthPath = (typeof AUTH_PATHS)[keyof typeof AUTH_PATHS];

/** The URL of an account endpoint as the browser calls it. */
export const authUrl = (path: AuthPath) => `/api/auth${path}`;
