import { useLocation, useRoutes, type RouteObject } from "react-router";

import { routePatterns, routesMatcher } from "../shared/paths.js";
import { RootLayout } from "./app/layout.js";
import { lazyPage } from "./app/lazy-page.js";
import { OpenerGuard } from "./app/opener-guard.js";
import { PageErrorBoundary } from "./app/route-error.js";

// Every page is its own chunk, so the landing page does not carry the others;
// the query cache and the admin section's frame load only with the routes
// that use them (docs/decisions/059).
const QueryScope = lazyPage(() => import("./app/query-scope.js"));
const AdminLayout = lazyPage(() => import("./app/admin-layout.js"));
const LandingPage = lazyPage(() => import("./pages/landing-page.js"));
const LoginPage = lazyPage(() => import("./pages/login-page.js"));
const SignupPage = lazyPage(() => import("./pages/signup-page.js"));
const ForgotPasswordPage = lazyPage(() => import("./pages/forgot-password-page.js"));
const ResetPasswordPage = lazyPage(() => import("./pages/reset-password-page.js"));
const AboutPage = lazyPage(() => import("./pages/about-page.js"));
const CreatorPage = lazyPage(() => import("./pages/creator-page.js"));
const ContactPage = lazyPage(() => import("./pages/contact-page.js"));
const PrivacyTermsPage = lazyPage(() => import("./pages/privacy-terms-page.js"));
const DashboardPage = lazyPage(() => import("./pages/dashboard-page.js"));
const AccountPage = lazyPage(() => import("./pages/account-page.js"));
const PostPage = lazyPage(() => import("./pages/post-page.js"));
const ItemPage = lazyPage(() => import("./pages/item-page.js"));
const EpisodePage = lazyPage(() => import("./pages/episode-page.js"));
const SearchPage = lazyPage(() => import("./pages/search-page.js"));
const LibraryPage = lazyPage(() => import("./pages/library-page.js"));
const SeriesPage = lazyPage(() => import("./pages/series-page.js"));
const AuthorPage = lazyPage(() => import("./pages/author-page.js"));
const NewsletterConfirmPage = lazyPage(() => import("./pages/newsletter-confirm-page.js"));
const NewsletterPreferencesPage = lazyPage(() => import("./pages/newsletter-preferences-page.js"));
const NewsletterUnsubscribePage = lazyPage(() => import("./pages/newsletter-unsubscribe-page.js"));
const AdminDashboardPage = lazyPage(() => import("./pages/admin-dashboard-page.js"));
const AdminInboxPage = lazyPage(() => import("./pages/admin-inbox-page.js"));
const AdminMembersPage = lazyPage(() => import("./pages/admin-members-page.js"));
const AdminMemberPage = lazyPage(() => import("./pages/admin-member-page.js"));
const AdminAnalyticsPage = lazyPage(() => import("./features/admin-analytics/components/analytics-page.js"));
const AdminActivityPage = lazyPage(() => import("./features/admin-activity/components/activity-page.js"));
const AdminFeedsPage = lazyPage(() => import("./features/admin-feeds/components/feeds-page.js"));
const AdminSitePage = lazyPage(() => import("./pages/admin-site-page.js"));
const AdminSeriesPage = lazyPage(() => import("./pages/admin-series-page.js"));
const AdminAuthorsPage = lazyPage(() => import("./pages/admin-authors-page.js"));
const AdminJobsPage = lazyPage(() => import("./features/admin-jobs/components/jobs-page.js"));
const AdminNewsletterPage = lazyPage(() => import("./features/admin-newsletter/components/newsletter-page.js"));
const AdminOrgsPage = lazyPage(() => import("./pages/admin-orgs-page.js"));
const OrganisationPage = lazyPage(() => import("./pages/organisation-page.js"));
const JoinPage = lazyPage(() => import("./features/organisations/components/join-page.js"));
const AdminCertificatesPage = lazyPage(() => import("./features/certificates/components/admin-certificates-page.js"));
const VerifyPage = lazyPage(() => import("./pages/verify-page.js"));
const NotFoundPage = lazyPage(() => import("./pages/not-found-page.js"));

// The browser routes with these (app/app.tsx: the declarative router, which is
// half the size of the data router, docs/decisions/059); the server renders
// the public pages from them (prerender.tsx, docs/decisions/058 and 060).
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // A page that needs the opener policy, in a document that may have come without it, reloads (docs/decisions/130).
        Component: OpenerGuard,
        children: [
          {
            // A page that fails to load shows its error inside the layout.
            Component: PageErrorBoundary,
            children: [
              // Public pages that read no server data: no query cache.
              { path: routePatterns.home, Component: LandingPage },
              { path: routePatterns.login, Component: LoginPage },
              { path: routePatterns.signup, Component: SignupPage },
              { path: routePatterns.forgotPassword, Component: ForgotPasswordPage },
              { path: routePatterns.resetPassword, Component: ResetPasswordPage },
              { path: routePatterns.about, Component: AboutPage },
              { path: routePatterns.creator, Component: CreatorPage },
              { path: routePatterns.privacyTerms, Component: PrivacyTermsPage },
              {
                // Pages that read or write server data, under the one query cache.
                Component: QueryScope,
                children: [
                  { path: routePatterns.contact, Component: ContactPage },
                  { path: routePatterns.dashboard, Component: DashboardPage },
                  { path: routePatterns.account, Component: AccountPage },
                  { path: routePatterns.post, Component: PostPage },
                  { path: routePatterns.item, Component: ItemPage },
                  { path: routePatterns.episode, Component: EpisodePage },
                  { path: routePatterns.search, Component: SearchPage },
                  { path: routePatterns.fieldManual, Component: LibraryPage },
                  { path: routePatterns.briefing, Component: LibraryPage },
                  { path: routePatterns.afterAction, Component: LibraryPage },
                  { path: routePatterns.series, Component: SeriesPage },
                  { path: routePatterns.author, Component: AuthorPage },
                  { path: routePatterns.newsletterConfirm, Component: NewsletterConfirmPage },
                  { path: routePatterns.newsletterPreferences, Component: NewsletterPreferencesPage },
                  { path: routePatterns.newsletterUnsubscribe, Component: NewsletterUnsubscribePage },
                  { path: routePatterns.verify, Component: VerifyPage },
                  { path: routePatterns.organisation, Component: OrganisationPage },
                  { path: routePatterns.join, Component: JoinPage },
                  {
                    // The admin section: one guard and one sub-navigation for all its pages.
                    Component: AdminLayout,
                    children: [
                      { path: routePatterns.adminDashboard, Component: AdminDashboardPage },
                      { path: routePatterns.adminInbox, Component: AdminInboxPage },
                      { path: routePatterns.adminMembers, Component: AdminMembersPage },
                      { path: routePatterns.adminMember, Component: AdminMemberPage },
                      { path: routePatterns.adminAnalytics, Component: AdminAnalyticsPage },
                      { path: routePatterns.adminActivity, Component: AdminActivityPage },
                      { path: routePatterns.adminFeeds, Component: AdminFeedsPage },
                      { path: routePatterns.adminSite, Component: AdminSitePage },
                      { path: routePatterns.adminSeries, Component: AdminSeriesPage },
                      { path: routePatterns.adminAuthors, Component: AdminAuthorsPage },
                      { path: routePatterns.adminJobs, Component: AdminJobsPage },
                      { path: routePatterns.adminNewsletter, Component: AdminNewsletterPage },
                      { path: routePatterns.adminCertificates, Component: AdminCertificatesPage },
                      { path: routePatterns.adminOrgs, Component: AdminOrgsPage },
                    ],
                  },
                ],
              },
              { path: "*", Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * `tree` with, at each level, only the route on the way to `leaf` and the
 * catch-all ("*"); null when `leaf` is not in it. The routes are the same
 * objects; a parent is copied with its fewer children.
 */
function branchTo(tree: RouteObject[], leaf: RouteObject): RouteObject[] | null {
  let found = false;
  const kept: RouteObject[] = [];
  for (const route of tree) {
    if (route === leaf) {
      found = true;
      kept.push(route);
    } else if (route.path === "*") kept.push(route);
    else if (route.children) {
      const children = branchTo(route.children, leaf);
      if (children) {
        found = true;
        kept.push({ ...route, children });
      }
    }
  }
  return found ? kept : null;
}

const leavesOf = (tree: RouteObject[]): RouteObject[] =>
  tree.flatMap((route) => (route.children ? leavesOf(route.children) : route.path && route.path !== "*" ? [route] : []));

/** Each page's own branch of the routes, and a test of the paths it may answer. */
const branches = leavesOf(routes).map((leaf) => ({ answers: routesMatcher([leaf.path!]), routes: branchTo(routes, leaf)! }));

/**
 * The routes React Router is given for `pathname`: the branch of the one
 * page whose pattern the path fits (in any case, with a slash at the end or
 * none), else all of them. React Router flattens, ranks and compiles every
 * route it is given on each match: 0.7-1.2 ms a match on a table shaped as
 * this one, in Node once warm, for every page the server renders and every
 * page the browser opens (docs/decisions/128). A path that fits two
 * patterns, or none (extra slashes at its end fit none), gets the whole
 * table, so React Router decides; the catch-all stays in each branch for a
 * path the pattern fits and React Router does not.
 */
export function routesFor(pathname: string): RouteObject[] {
  let fits: RouteObject[] | undefined;
  for (const branch of branches) {
    if (!branch.answers(pathname)) continue;
    if (fits) return routes;
    fits = branch.routes;
  }
  return fits ?? routes;
}

/** The page for the current address, under whichever router is around it. */
export function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}
