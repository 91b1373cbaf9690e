import { lazy } from "react";
import type { RouteObject } from "react-router";
import { routePatterns } from "../shared/paths.js";
import { RootLayout } from "./app/layout.js";
import { RouteError } from "./app/route-error.js";

// Every page is its own chunk, so the landing page does not carry the others;
// the query cache and the admin section's frame load only with the routes
// that use them (docs/decisions/059).
const QueryScope = lazy(() => import("./app/query-scope.js"));
const AdminLayout = lazy(() => import("./app/admin-layout.js"));
const LandingPage = lazy(() => import("./pages/landing-page.js"));
const LoginPage = lazy(() => import("./pages/login-page.js"));
const SignupPage = lazy(() => import("./pages/signup-page.js"));
const ForgotPasswordPage = lazy(() => import("./pages/forgot-password-page.js"));
const ResetPasswordPage = lazy(() => import("./pages/reset-password-page.js"));
const AboutPage = lazy(() => import("./pages/about-page.js"));
const ContactPage = lazy(() => import("./pages/contact-page.js"));
const PrivacyTermsPage = lazy(() => import("./pages/privacy-terms-page.js"));
const DashboardPage = lazy(() => import("./pages/dashboard-page.js"));
const AccountPage = lazy(() => import("./pages/account-page.js"));
const PostPage = lazy(() => import("./pages/post-page.js"));
const ItemPage = lazy(() => import("./pages/item-page.js"));
const EpisodePage = lazy(() => import("./pages/episode-page.js"));
const SearchPage = lazy(() => import("./pages/search-page.js"));
const AdminDashboardPage = lazy(() => import("./pages/admin-dashboard-page.js"));
const AdminInboxPage = lazy(() => import("./pages/admin-inbox-page.js"));
const AdminMembersPage = lazy(() => import("./pages/admin-members-page.js"));
const AdminMemberPage = lazy(() => import("./pages/admin-member-page.js"));
const AdminAnalyticsPage = lazy(() => import("./features/admin-analytics/analytics-page.js"));
const AdminActivityPage = lazy(() => import("./features/admin-activity/activity-page.js"));
const AdminFeedsPage = lazy(() => import("./features/admin-feeds/feeds-page.js"));
const NotFoundPage = lazy(() => import("./pages/not-found-page.js"));

// The browser makes its router of these (app/app.tsx); the build renders the
// public pages from them (prerender.tsx, docs/decisions/058).
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // A page that fails to load shows its error inside the layout.
        ErrorBoundary: RouteError,
        children: [
          // Public pages that read no server data: no query cache.
          { path: routePatterns.home, Component: LandingPage },
          { path: routePatterns.login, Component: LoginPage },
          { path: routePatterns.signup, Component: SignupPage },
          { path: routePatterns.forgotPassword, Component: ForgotPasswordPage },
          { path: routePatterns.resetPassword, Component: ResetPasswordPage },
          { path: routePatterns.about, Component: AboutPage },
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
                ],
              },
            ],
          },
          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
  },
];
