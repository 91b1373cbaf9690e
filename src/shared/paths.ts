// The one place that knows the app's page routes. The router, links and the
// server's SPA fallback all use it.

const staticPaths = {
  home: "/",
  login: "/login",
  signup: "/signup",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  about: "/about",
  contact: "/contact",
  privacyTerms: "/privacy-terms",
  /** The creator's page (issue 32, docs/decisions/096): the landing page's "More about the Creator". */
  creator: "/creator",
  /** The public library's three areas (shared/library.ts): `?cursor=` (The Briefing: `?episodes=&briefings=`) pages them. */
  fieldManual: "/field-manual",
  briefing: "/briefing",
  afterAction: "/after-action",
  dashboard: "/dashboard",
  account: "/account",
  adminDashboard: "/admin/dashboard",
  adminMembers: "/admin/members",
  adminInbox: "/admin/inbox",
  adminAnalytics: "/admin/analytics",
  adminActivity: "/admin/activity",
  adminFeeds: "/admin/feeds",
  /** The site's settings: the creator (docs/decisions/096). */
  adminSite: "/admin/site",
  adminJobs: "/admin/jobs",
  /** Series: their parts in order (docs/decisions/103). */
  adminSeries: "/admin/series",
  /** Guest authors for bylines (docs/decisions/113). */
  adminAuthors: "/admin/authors",
  adminNewsletter: "/admin/newsletter",
  adminOrgs: "/admin/organisations",
  /** Look a certificate up by its number and revoke it (issue 33). */
  adminCertificates: "/admin/certificates",
  /** The signed-in member's organisation: its people, units and invitations for owners (issue 33). */
  organisation: "/organisation",
  /** From the confirmation e-mail: `?token=`. */
  newsletterConfirm: "/newsletter/confirm",
  /** From every newsletter e-mail: `?s=&t=` (the signed link). */
  newsletterPreferences: "/newsletter/preferences",
  /** The List-Unsubscribe URL: a GET shows a confirmation page, a one-click POST (RFC 8058) unsubscribes. `?s=&t=`. */
  newsletterUnsubscribe: "/newsletter/unsubscribe",
} as const;

/** Links: page paths, with builders for the pages that take an id. */
export const paths = {
  ...staticPaths,
  post: (postId: string) => `/field-manual/${encodeURIComponent(postId)}`,
  item: (itemId: string) => `/after-action/${encodeURIComponent(itemId)}`,
  adminMember: (memberId: string) => `/admin/members/${encodeURIComponent(memberId)}`,
  episode: (podcastId: string) => `/briefing/${encodeURIComponent(podcastId)}`,
  /** Accepting an organisation's invitation or invitation link (the token it carries). */
  join: (token: string) => `/join/${encodeURIComponent(token)}`,
  /** The public check of a certificate: its number is in the URL printed on it (issue 33). */
  verify: (number: string) => `/verify/${encodeURIComponent(number)}`,
  /** A series' page: its parts in order, with the member's progress (docs/decisions/103). */
  series: (seriesId: string) => `/series/${encodeURIComponent(seriesId)}`,
  /** A guest author's page: their profile and the records naming them (docs/decisions/113); `?cursor=` pages the records. */
  author: (slug: string, cursor?: string | null) => `/authors/${encodeURIComponent(slug)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
  /** The reader page of any kind of record: a post, a podcast episode or a content item. */
  record: (kind: "post" | "episode" | "item", id: string) => (kind === "post" ? paths.post(id) : kind === "episode" ? paths.episode(id) : paths.item(id)),
  /** The search page; `q` (and an area) in the URL, so results can be shared and the back button works. */
  search: (q?: string, area?: string) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (area) params.set("type", area);
    const query = params.toString();
    return query ? `/search?${query}` : "/search";
  },
} as const;

/** Route patterns in React Router syntax. */
export const routePatterns = {
  ...staticPaths,
  post: "/field-manual/:postId",
  item: "/after-action/:itemId",
  adminMember: "/admin/members/:memberId",
  episode: "/briefing/:podcastId",
  join: "/join/:token",
  verify: "/verify/:number",
  series: "/series/:seriesId",
  author: "/authors/:slug",
  search: "/search",
} as const;

/** A route pattern ("/field-manual/:postId") as a regular expression for a whole path, an optional slash at its end. */
const patternRegex = (pattern: string, flags?: string) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`, flags);
const pagePatterns: RegExp[] = Object.values(routePatterns).map((pattern) => patternRegex(pattern));

/** True when `pathname` is a path of the route `pattern`, as the router matches it (any case, an optional slash at the end). */
export const matchesRoute = (pattern: string, pathname: string): boolean => patternRegex(pattern, "i").test(pathname);

/** A test of whether a path is a path of one of `patterns`' routes, as matchesRoute tells, with each pattern compiled once. */
export function routesMatcher(patterns: readonly string[]): (pathname: string) => boolean {
  const regexes = patterns.map((pattern) => patternRegex(pattern, "i"));
  return (pathname) => regexes.some((re) => re.test(pathname));
}

/** True when `pathname` is one of the app's pages (the server answers 200 with the SPA). */
export function isPagePath(pathname: string): boolean {
  return pagePatterns.some((re) => re.test(pathname));
}

/** Better Auth's base path on our origin (its browser client's `basePath`). */
export const AUTH_BASE_PATH = "/api/auth";

/**
 * Better Auth's endpoints (relative to the base path, as its client's `$fetch`
 * takes them) that this product acts on or calls, declared once: the
 * server's hooks, rate-limit rules and tests, and the browser's session read
 * and passkey ceremonies, which run without the client (docs/decisions/056, 059).
 */
export const AUTH_PATHS = {
  /** Where an organisation's identity provider sends people back (ours, auth/sso-callback.ts). */
  ssoCallback: "/sso/callback",
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

export const authUrl = (path: (typeof AUTH_PATHS)[keyof typeof AUTH_PATHS]) => `${AUTH_BASE_PATH}${path}`;
