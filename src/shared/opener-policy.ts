import { routePatterns, routesMatcher } from "./paths.js";

/**
 * The pages a visit begins on from a shared link, which show every visitor
 * the same window: the landing and static pages, sign-in and sign-up, the
 * library, a post, an episode, a series, an author and a certificate's check.
 * The server tests the path as the request spells it, not as it was routed
 * (an escaped spelling of one of them, `/%66ield-manual/...`, is routed to
 * it but is not one of them), since the page's script can only see the
 * path its address spells. The server sends them
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

const isPage = routesMatcher(Object.values(routePatterns));

/**
 * True when a document loaded at `path` surely came with the opener policy:
 * a page of the app that is not among the ones above. Anything else (one of
 * them, an unknown path, a path spelt another way than the server saw it,
 * as a proxy in front that tidies paths may make it) is taken to have come
 * without it, so the app errs towards one reload too many
 * (web/app/opener-guard.tsx).
 */
export const surelyHasOpenerPolicy = (path: string): boolean => isPage(path) && !isOpenerFreePage(path);
