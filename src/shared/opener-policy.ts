import { routePatterns, routesMatcher } from "./paths.js";

/**
 * The pages a visit begins on from a shared link, which show every visitor
 * the same window: the landing and static pages, sign-in and sign-up, the
 * library, a post, an episode, a series, an author and a certificate's check.
 * A path is tested as the browser asked for it, which is also what the
 * page's script reads as `location.pathname` (an escaped spelling of one of
 * them, `/%66ield-manual/...`, is not one of them). The server sends them
 * without Cross-Origin-Opener-Policy (http/security.ts, docs/decisions/127):
 * a document with it, opened from one without it (another site, a new tab),
 * gets a browsing context group of its own, and Chromium then built the
 * page's JavaScript context in the navigation's commit, 29-47 ms of one task
 * on this machine, all of these pages' blocking time under Lighthouse.
 *
 * Without it, a page on another origin that opened one of them keeps a
 * handle on the window: it can navigate it, message it (nothing here
 * listens) and count its frames. None of these pages holds a frame; an
 * item's page may (a member's PDF), and keeps the policy, as do members'
 * pages and everything else. So that no such page is shown in a document
 * sent without the policy, sign-in sends a member on as a new document
 * (web/features/auth/lib/signed-in.ts, RequireVisitor), and so does the
 * app's own navigation to one (web/app/opener-guard.tsx,
 * docs/decisions/130).
 */
export const isOpenerFreePage = routesMatcher([
  routePatterns.home,
  routePatterns.about,
  routePatterns.creator,
  routePatterns.privacyTerms,
  routePatterns.login,
  routePatterns.signup,
  routePatterns.fieldManual,
  routePatterns.briefing,
  routePatterns.afterAction,
  routePatterns.post,
  routePatterns.episode,
  routePatterns.series,
  routePatterns.author,
  routePatterns.verify,
]);
