[
  {
    "name": "API fuzz (pglite) > enumerates the app's routes and Better Auth's endpoints",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /healthz: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /readyz: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/contact: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/me: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/account/sessions: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > DELETE /api/account/sessions/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/account/export: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/account/delete: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/posts: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/posts/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/posts: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > PUT /api/posts/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > DELETE /api/posts/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/podcasts: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/podcasts/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/podcasts/:id/audio: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/podcasts: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > PUT /api/podcasts/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > DELETE /api/podcasts/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/content-items: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/content-items/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/content-items/:id/file: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/content-items: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > PUT /api/content-items/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > DELETE /api/content-items/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/feed: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/feed/reset: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /feeds/:token/briefing.xml: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /feeds/:token/episodes/:file: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /feeds/:token/transcripts/:file: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/feeds: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > DELETE /api/admin/feeds/:memberId: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/feed-artwork: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > PUT /api/admin/feed-artwork: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > DELETE /api/admin/feed-artwork: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /feeds/artwork/:file: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /feeds/briefing.xml: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /sitemap.xml: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /feeds/field-manual.xml: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/search: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/podcasts/:id/transcript: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/content-items/:id/transcript: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > PUT /api/progress/:kind/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/progress/:kind/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > DELETE /api/progress/:kind/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/progress: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > DELETE /api/progress: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/inbox: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/inbox/unread-count: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/inbox/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > PATCH /api/admin/inbox/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > DELETE /api/admin/inbox/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/members: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/members/export.csv: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/members/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > DELETE /api/admin/members/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > DELETE /api/admin/members/:id/sessions: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/admin/members/:id/verification: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > PUT /api/admin/members/:id/admin: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > DELETE /api/admin/members/:id/admin: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/preferences: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > PUT /api/preferences: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/preferences/visit: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/activity: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/activity/actors: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/analytics: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/analytics/page-view: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/jobs: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/jobs/summary: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/admin/jobs/:id/retry: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/admin/previews: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/previews: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > DELETE /api/admin/previews/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/revisions: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/admin/revisions/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/admin/revisions/:id/restore: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /index.html: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /field-manual/:postId: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /after-action/:itemId: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /briefing/:podcastId: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/sign-in/social: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/auth/callback/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/callback/:id: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/auth/get-session: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/get-session: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/sign-out: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/sign-up/email: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/sign-in/email: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/reset-password: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/verify-password: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/auth/verify-email: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/send-verification-email: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/change-email: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/change-password: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/update-session: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/update-user: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/delete-user: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/request-password-reset: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/auth/reset-password/:token: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/auth/list-sessions: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/revoke-session: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/revoke-sessions: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/revoke-other-sessions: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/link-social: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/auth/list-accounts: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/auth/delete-user/callback: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/unlink-account: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/refresh-token: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/get-access-token: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/auth/account-info: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/two-factor/get-totp-uri: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/two-factor/verify-totp: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/two-factor/send-otp: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/two-factor/verify-otp: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/two-factor/verify-backup-code: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/two-factor/generate-backup-codes: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/two-factor/enable: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/two-factor/disable: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/auth/passkey/generate-register-options: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/auth/passkey/generate-authenticate-options: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/passkey/verify-registration: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/passkey/verify-authentication: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/auth/passkey/list-user-passkeys: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/passkey/delete-passkey: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/passkey/update-passkey: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/auth/ok: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > GET /api/auth/error: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/auth/:unknown: no 5xx, no database or stack text",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/podcasts with malformed multipart > no boundary: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/podcasts with malformed multipart > the wrong boundary: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/podcasts with malformed multipart > an unterminated body: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/podcasts with malformed multipart > JSON declared as multipart: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/podcasts with malformed multipart > an empty body: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/content-items with malformed multipart > no boundary: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/content-items with malformed multipart > the wrong boundary: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/content-items with malformed multipart > an unterminated body: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/content-items with malformed multipart > JSON declared as multipart: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > POST /api/content-items with malformed multipart > an empty body: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > PUT /api/content-items/:id with malformed multipart > no boundary: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > PUT /api/content-items/:id with malformed multipart > the wrong boundary: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > PUT /api/content-items/:id with malformed multipart > an unterminated body: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > PUT /api/content-items/:id with malformed multipart > JSON declared as multipart: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "API fuzz (pglite) > PUT /api/content-items/:id with malformed multipart > an empty body: a 4xx",
    "file": "/work/main/src/server/fuzz/api.fuzz.test.ts",
    "projectName": "server"
  },
  {
    "name": "my account (pglite) > lists the member's devices without tokens, revokes one, and signs out all others",
    "file": "/work/main/src/server/modules/account/account.test.ts",
    "projectName": "server"
  },
  {
    "name": "my account (pglite) > changes the name (trimmed, blank refused) and shows it at once",
    "file": "/work/main/src/server/modules/account/account.test.ts",
    "projectName": "server"
  },
  {
    "name": "my account (pglite) > changes the password with the current one, refuses a common one, and signs out other devices",
    "file": "/work/main/src/server/modules/account/account.test.ts",
    "projectName": "server"
  },
  {
    "name": "my account (pglite) > changes the e-mail only once the link sent to the new address is used, with the password, and tells the old address",
    "file": "/work/main/src/server/modules/account/account.test.ts",
    "projectName": "server"
  },
  {
    "name": "my account (pglite) > refuses a change link whose new address another account took meanwhile: 409 or back to the page with the reason, nothing changed",
    "file": "/work/main/src/server/modules/account/account.test.ts",
    "projectName": "server"
  },
  {
    "name": "my account (pglite) > exports everything held about the member as a JSON download, with no secret in it",
    "file": "/work/main/src/server/modules/account/account.test.ts",
    "projectName": "server"
  },
  {
    "name": "my account (pglite) > deletes the own account with password, code and DELETE; 2FA login without a code gets no session",
    "file": "/work/main/src/server/modules/account/account.test.ts",
    "projectName": "server"
  },
  {
    "name": "my account (pglite) > refuses to let the last admin delete their own account",
    "file": "/work/main/src/server/modules/account/account.test.ts",
    "projectName": "server"
  },
  {
    "name": "admins and two-factor sign-in (pglite) > closes the admin API to an admin without two-factor sign-in, with a clear 403, until it is on",
    "file": "/work/main/src/server/modules/account/account.test.ts",
    "projectName": "server"
  },
  {
    "name": "admins and two-factor sign-in (pglite) > is off by default outside production, on in production",
    "file": "/work/main/src/server/modules/account/account.test.ts",
    "projectName": "server"
  },
  {
    "name": "backup CLI > backs up a site and restores it into an empty DATA_DIR, once",
    "file": "/work/main/src/cli/backup-cli.test.ts",
    "projectName": "server"
  },
  {
    "name": "publishing (pglite) > refuses a scheduled write without a time, a malformed time and one more than 5 years away, in JSON and multipart",
    "file": "/work/main/src/server/modules/publishing/publishing.test.ts",
    "projectName": "server"
  },
  {
    "name": "publishing (pglite) > saves drafts and scheduled records, returns status and publishAt, and a past time publishes now",
    "file": "/work/main/src/server/modules/publishing/publishing.test.ts",
    "projectName": "server"
  },
  {
    "name": "publishing (pglite) > what is not published reaches admins only, on every read path > single reads, files and progress: 404 as if the record did not exist",
    "file": "/work/main/src/server/modules/publishing/publishing.test.ts",
    "projectName": "server"
  },
  {
    "name": "publishing (pglite) > what is not published reaches admins only, on every read path > lists, search, feeds, sitemap and rendered pages leave it out; the admin's lists and search have it",
    "file": "/work/main/src/server/modules/publishing/publishing.test.ts",
    "projectName": "server"
  },
  {
    "name": "publishing (pglite) > what is not published reaches admins only, on every read path > an admin's look at a draft is no open in the analytics",
    "file": "/work/main/src/server/modules/publishing/publishing.test.ts",
    "projectName": "server"
  },
  {
    "name": "publishing (pglite) > a scheduled release is published once by the job at its time, whoever runs it",
    "file": "/work/main/src/server/modules/publishing/publishing.test.ts",
    "projectName": "server"
  },
  {
    "name": "publishing (pglite) > the jobs module publishes it at its time across a restart of the runner (± 1 s)",
    "file": "/work/main/src/server/modules/publishing/publishing.test.ts",
    "projectName": "server"
  },
  {
    "name": "publishing (pglite) > the minute's look publishes what is due when its job is gone, and nothing early",
    "file": "/work/main/src/server/modules/publishing/publishing.test.ts",
    "projectName": "server"
  },
  {
    "name": "PDF text in search (pglite) > finds a PDF by a word inside it, with that word marked in the snippet; the item's reads leave the text out",
    "file": "/work/main/src/server/modules/content-items/pdf-search.test.ts",
    "projectName": "server"
  },
  {
    "name": "PDF text in search (pglite) > shows a visitor a members-only PDF by its title alone: no match, snippet or rank from its words",
    "file": "/work/main/src/server/modules/content-items/pdf-search.test.ts",
    "projectName": "server"
  },
  {
    "name": "PDF text in search (pglite) > replaces the text with the file, keeps it when only the fields change, and clears it when the item becomes text",
    "file": "/work/main/src/server/modules/content-items/pdf-search.test.ts",
    "projectName": "server"
  },
  {
    "name": "PDF text in search (pglite) > stores a PDF whose text cannot be read, found by its title only",
    "file": "/work/main/src/server/modules/content-items/pdf-search.test.ts",
    "projectName": "server"
  },
  {
    "name": "PDF text in search (pglite) > keeps a capped text of distinct short tokens within a row's search vector",
    "file": "/work/main/src/server/modules/content-items/pdf-search.test.ts",
    "projectName": "server"
  },
  {
    "name": "PDF text in search (pglite) > refuses a PDF's text on an item that is not a PDF",
    "file": "/work/main/src/server/modules/content-items/pdf-search.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin CLI > says clearly that a running server holds the embedded database",
    "file": "/work/main/src/cli/cli.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin CLI > warns when it grants admin rights to an account without two-factor sign-in",
    "file": "/work/main/src/cli/cli.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin CLI > reports an unknown account and bad usage",
    "file": "/work/main/src/cli/cli.test.ts",
    "projectName": "server"
  },
  {
    "name": "PDF text of seeded and earlier uploads (pglite) > finds the sample worksheet by a word only its PDF holds",
    "file": "/work/main/src/server/modules/content-items/document-text.test.ts",
    "projectName": "server"
  },
  {
    "name": "PDF text of seeded and earlier uploads (pglite) > reads PDFs stored before their words were kept, once, and leaves unreadable or missing files without words",
    "file": "/work/main/src/server/modules/content-items/document-text.test.ts",
    "projectName": "server"
  },
  {
    "name": "sign-in lock-out (pglite) > does not let failures from other addresses lock the owner out",
    "file": "/work/main/src/server/auth/lockout.test.ts",
    "projectName": "server"
  },
  {
    "name": "sign-in lock-out (pglite) > stops one address guessing one e-mail at the 6th try, even with the right password, and only that address",
    "file": "/work/main/src/server/auth/lockout.test.ts",
    "projectName": "server"
  },
  {
    "name": "sign-in lock-out (pglite) > forgives an owner's own typos once they sign in",
    "file": "/work/main/src/server/auth/lockout.test.ts",
    "projectName": "server"
  },
  {
    "name": "sign-in lock-out (pglite) > slows a distributed guesser with a growing delay per e-mail, lets the owner in from a familiar address, and mails the owner once",
    "file": "/work/main/src/server/auth/lockout.test.ts",
    "projectName": "server"
  },
  {
    "name": "sign-in lock-out (pglite) > mails no notice for an e-mail that has no account",
    "file": "/work/main/src/server/auth/lockout.test.ts",
    "projectName": "server"
  },
  {
    "name": "server process > refuses a second process on the same DATA_DIR and names the first, which keeps serving",
    "file": "/work/main/src/server/main.test.ts",
    "projectName": "server"
  },
  {
    "name": "server process > finishes every in-flight request on SIGTERM under load, then exits cleanly and releases DATA_DIR",
    "file": "/work/main/src/server/main.test.ts",
    "projectName": "server"
  },
  {
    "name": "server process > on a busy port, stops with a clear message before creating anything in DATA_DIR",
    "file": "/work/main/src/server/main.test.ts",
    "projectName": "server"
  },
  {
    "name": "sample content > is varied enough to show every part of the product",
    "file": "/work/main/src/cli/seed/seed.test.ts",
    "projectName": "server"
  },
  {
    "name": "sample content > has every committed media file it names",
    "file": "/work/main/src/cli/seed/seed.test.ts",
    "projectName": "server"
  },
  {
    "name": "seedIfEmpty on pglite > seeds an empty installation, then leaves it alone",
    "file": "/work/main/src/cli/seed/seed.test.ts",
    "projectName": "server"
  },
  {
    "name": "seedIfEmpty on pglite > uses the author's id for author_id and key prefixes",
    "file": "/work/main/src/cli/seed/seed.test.ts",
    "projectName": "server"
  },
  {
    "name": "seedIfEmpty on pglite > does nothing when any one table already has a row",
    "file": "/work/main/src/cli/seed/seed.test.ts",
    "projectName": "server"
  },
  {
    "name": "seedIfEmpty on pglite > refuses an author id that cannot be a storage key segment, storing nothing",
    "file": "/work/main/src/cli/seed/seed.test.ts",
    "projectName": "server"
  },
  {
    "name": "seedIfEmpty on pglite > fails cleanly, leaving no rows or files, when the author does not exist",
    "file": "/work/main/src/cli/seed/seed.test.ts",
    "projectName": "server"
  },
  {
    "name": "seedIfEmpty on pglite > removes the files it stored when a later upload fails",
    "file": "/work/main/src/cli/seed/seed.test.ts",
    "projectName": "server"
  },
  {
    "name": "seedIfEmpty on pglite > rolls back every row and removes every file when the database fails",
    "file": "/work/main/src/cli/seed/seed.test.ts",
    "projectName": "server"
  },
  {
    "name": "seedIfEmpty on pglite > backs out, leaving no files, when another seeder commits first",
    "file": "/work/main/src/cli/seed/seed.test.ts",
    "projectName": "server"
  },
  {
    "name": "request timeouts > reads the timeouts from the environment, with sane defaults",
    "file": "/work/main/src/server/http/timeouts.test.ts",
    "projectName": "server"
  },
  {
    "name": "request timeouts > answers 408 and closes when a body keeps trickling past the request timeout",
    "file": "/work/main/src/server/http/timeouts.test.ts",
    "projectName": "server"
  },
  {
    "name": "request timeouts > leaves a body that nobody reads alone once it is answered (no late timeout, no crash)",
    "file": "/work/main/src/server/http/timeouts.test.ts",
    "projectName": "server"
  },
  {
    "name": "request timeouts > closes a connection whose body stops arriving",
    "file": "/work/main/src/server/http/timeouts.test.ts",
    "projectName": "server"
  },
  {
    "name": "request timeouts > closes a connection whose headers trickle in",
    "file": "/work/main/src/server/http/timeouts.test.ts",
    "projectName": "server"
  },
  {
    "name": "request timeouts > closes an idle keep-alive connection",
    "file": "/work/main/src/server/http/timeouts.test.ts",
    "projectName": "server"
  },
  {
    "name": "request timeouts > lets an upload that keeps moving take longer than the request timeout",
    "file": "/work/main/src/server/http/timeouts.test.ts",
    "projectName": "server"
  },
  {
    "name": "request timeouts > closes an upload's connection when it is refused before its body has arrived",
    "file": "/work/main/src/server/http/timeouts.test.ts",
    "projectName": "server"
  },
  {
    "name": "request timeouts > closes an upload that stalls",
    "file": "/work/main/src/server/http/timeouts.test.ts",
    "projectName": "server"
  },
  {
    "name": "password re-checks with a session (pglite) > stops verify-password guesses for an account at the 6th failure, whatever the IP, even with the right password",
    "file": "/work/main/src/server/auth/password-recheck.test.ts",
    "projectName": "server"
  },
  {
    "name": "password re-checks with a session (pglite) > counts change-password's wrong current passwords too",
    "file": "/work/main/src/server/auth/password-recheck.test.ts",
    "projectName": "server"
  },
  {
    "name": "password re-checks with a session (pglite) > limits verify-password requests per IP like sign-in",
    "file": "/work/main/src/server/auth/password-recheck.test.ts",
    "projectName": "server"
  },
  {
    "name": "password re-checks with a session (pglite) > refuses a common new password in change-password, like sign-up and reset",
    "file": "/work/main/src/server/auth/password-recheck.test.ts",
    "projectName": "server"
  },
  {
    "name": "account mail (pglite) > puts no user-written name into the verification or reset mail",
    "file": "/work/main/src/server/auth/account-mail.test.ts",
    "projectName": "server"
  },
  {
    "name": "account mail (pglite) > sends at most 3 reset or verification mails to one address per 15 minutes, whatever the client IP",
    "file": "/work/main/src/server/auth/account-mail.test.ts",
    "projectName": "server"
  },
  {
    "name": "account mail (pglite) > answers an unknown address exactly like a known one, limit included (no way to learn who is registered)",
    "file": "/work/main/src/server/auth/account-mail.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts (pglite) > signs up with a full name, sends a verification mail to the outbox, and starts no session",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts (pglite) > refuses an address that is already registered with its own code",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts (pglite) > refuses short and common passwords with the reason, and cannot be made admin at sign-up",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts (pglite) > logs in with an HttpOnly SameSite=Lax cookie and returns the profile from /api/me",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts (pglite) > gives the same answer for an unknown e-mail as for a wrong password",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts (pglite) > limits one IP trying many e-mails",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts (pglite) > logs out server-side: the old cookie stops working",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts (pglite) > makes a new session at every login",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts (pglite) > resets a forgotten password with a single-use link and revokes every session",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts (pglite) > refuses a reset to a common password",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts (pglite) > verifies an address from the e-mailed link",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts (pglite) > refuses state-changing auth requests from another origin",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts (pglite) > guards routes: 401 for visitors, 403 for members, and admin rights come only from setAdmin",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts over https > uses a __Host- cookie with Secure",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "sign-up limits > limits sign-ups per IP",
    "file": "/work/main/src/server/auth/auth.test.ts",
    "projectName": "server"
  },
  {
    "name": "two-factor sign-in (pglite) > turns on only after a code confirms the secret, and then sign-in asks for the code",
    "file": "/work/main/src/server/auth/two-factor.test.ts",
    "projectName": "server"
  },
  {
    "name": "two-factor sign-in (pglite) > takes a backup code once",
    "file": "/work/main/src/server/auth/two-factor.test.ts",
    "projectName": "server"
  },
  {
    "name": "two-factor sign-in (pglite) > new backup codes replace the old ones, and the member is told",
    "file": "/work/main/src/server/auth/two-factor.test.ts",
    "projectName": "server"
  },
  {
    "name": "two-factor sign-in (pglite) > trusts a device for 30 days when asked",
    "file": "/work/main/src/server/auth/two-factor.test.ts",
    "projectName": "server"
  },
  {
    "name": "two-factor sign-in (pglite) > counts wrong codes toward the sign-in limits of that e-mail and address",
    "file": "/work/main/src/server/auth/two-factor.test.ts",
    "projectName": "server"
  },
  {
    "name": "two-factor sign-in (pglite) > takes an authenticator code once: at sign-in, in a race, and to turn it off",
    "file": "/work/main/src/server/auth/two-factor.test.ts",
    "projectName": "server"
  },
  {
    "name": "two-factor sign-in (pglite) > turns off only with the password and a code",
    "file": "/work/main/src/server/auth/two-factor.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > answers visitors 401 and members 403 on the report; page views are open to anyone",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > refuses a window other than 7, 30 or 90 days, and an unknown page",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > counts post reads in memory, writes them when the report is read, once per reader per day",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > cannot be inflated: 250 reads from one visitor count once, and one address adds at most its share",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > counts a reader once across instances (two counters on one database)",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > does not count a locked read or a missing post",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > counts an episode play when its audio starts, not on later range requests",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > counts item opens and reports the finish rate from progress",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > ranks content by opens and shows only the chosen window",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > stores page views as a count per page and day, nothing else",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > holds one address to its limit of page views with a 429 and a wait; others still count",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > reports new members and contact messages per week",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > writes when flushed and on close, and skips a member deleted before the write",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "analytics (pglite) > prunes rows older than 90 days",
    "file": "/work/main/src/server/modules/analytics/analytics.test.ts",
    "projectName": "server"
  },
  {
    "name": "a job whose process is killed mid-run (pglite) > is tried again by the next runner once its lease runs out: not lost, not queued twice",
    "file": "/work/main/src/server/jobs/crash.test.ts",
    "projectName": "server"
  },
  {
    "name": "one episode (pglite) > gives anyone a public episode with its description and audio",
    "file": "/work/main/src/server/modules/podcasts/episode.test.ts",
    "projectName": "server"
  },
  {
    "name": "one episode (pglite) > gives a visitor a members-only episode's title only: no description, no audio, no file",
    "file": "/work/main/src/server/modules/podcasts/episode.test.ts",
    "projectName": "server"
  },
  {
    "name": "one episode (pglite) > gives a member the members-only episode in full",
    "file": "/work/main/src/server/modules/podcasts/episode.test.ts",
    "projectName": "server"
  },
  {
    "name": "one episode (pglite) > answers an unknown or malformed id 404 with the episode message",
    "file": "/work/main/src/server/modules/podcasts/episode.test.ts",
    "projectName": "server"
  },
  {
    "name": "route access declarations > sees the app's routes, the record pages among them",
    "file": "/work/main/src/server/access/route-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "route access declarations > every route declares its access rule",
    "file": "/work/main/src/server/access/route-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "route access declarations > no route that returns content is \"public\": each names whose view the access policy shapes",
    "file": "/work/main/src/server/access/route-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "route access declarations > \"token\" routes answer 404 to a wrong token, the same for a well-formed one and nonsense",
    "file": "/work/main/src/server/access/route-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "route access declarations > \"member\" routes answer a visitor 401",
    "file": "/work/main/src/server/access/route-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "route access declarations > \"admin\" routes answer a visitor 401 and a member 403, and let an admin through",
    "file": "/work/main/src/server/access/route-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "the jobs module (pglite) > runs a sent job once with its payload, and queues nothing for a key already used",
    "file": "/work/main/src/server/jobs/jobs.test.ts",
    "projectName": "server"
  },
  {
    "name": "the jobs module (pglite) > retries a failing job after growing waits, keeps its error, and ends dead after the last try",
    "file": "/work/main/src/server/jobs/jobs.test.ts",
    "projectName": "server"
  },
  {
    "name": "the jobs module (pglite) > does not let a dead job hold up the others",
    "file": "/work/main/src/server/jobs/jobs.test.ts",
    "projectName": "server"
  },
  {
    "name": "the jobs module (pglite) > stops a try that runs past its time limit and tries again",
    "file": "/work/main/src/server/jobs/jobs.test.ts",
    "projectName": "server"
  },
  {
    "name": "the jobs module (pglite) > starts a job sent for later within a second of its time, not before",
    "file": "/work/main/src/server/jobs/jobs.test.ts",
    "projectName": "server"
  },
  {
    "name": "the jobs module (pglite) > gives each job to one of two runners racing for the same queue",
    "file": "/work/main/src/server/jobs/jobs.test.ts",
    "projectName": "server"
  },
  {
    "name": "the jobs module (pglite) > tries again a job whose runner stopped renewing its lease (a dead instance)",
    "file": "/work/main/src/server/jobs/jobs.test.ts",
    "projectName": "server"
  },
  {
    "name": "the jobs module (pglite) > lets a running job finish at shutdown, and hands back one that outlasts the grace",
    "file": "/work/main/src/server/jobs/jobs.test.ts",
    "projectName": "server"
  },
  {
    "name": "the jobs module (pglite) > queues a recurring job's next occurrence once across instances, and catches up a missed one once",
    "file": "/work/main/src/server/jobs/jobs.test.ts",
    "projectName": "server"
  },
  {
    "name": "the jobs module (pglite) > puts back a job it has no definition of, untried, for an instance that knows it",
    "file": "/work/main/src/server/jobs/jobs.test.ts",
    "projectName": "server"
  },
  {
    "name": "the jobs module (pglite) > runs this instance's own tasks every so often and keeps their last error",
    "file": "/work/main/src/server/jobs/jobs.test.ts",
    "projectName": "server"
  },
  {
    "name": "activity log (pglite) > answers visitors 401 and members 403 on every activity route",
    "file": "/work/main/src/server/modules/activity/activity.test.ts",
    "projectName": "server"
  },
  {
    "name": "activity log (pglite) > has no route that changes or removes an entry",
    "file": "/work/main/src/server/modules/activity/activity.test.ts",
    "projectName": "server"
  },
  {
    "name": "activity log (pglite) > records each post action with the admin, the post and the previous title",
    "file": "/work/main/src/server/modules/activity/activity.test.ts",
    "projectName": "server"
  },
  {
    "name": "activity log (pglite) > records episode create and delete",
    "file": "/work/main/src/server/modules/activity/activity.test.ts",
    "projectName": "server"
  },
  {
    "name": "activity log (pglite) > records item create, update, file replacement and delete",
    "file": "/work/main/src/server/modules/activity/activity.test.ts",
    "projectName": "server"
  },
  {
    "name": "activity log (pglite) > writes no entry for a change that fails",
    "file": "/work/main/src/server/modules/activity/activity.test.ts",
    "projectName": "server"
  },
  {
    "name": "activity log (pglite) > filters by action and by admin, and pages with a cursor",
    "file": "/work/main/src/server/modules/activity/activity.test.ts",
    "projectName": "server"
  },
  {
    "name": "activity log (pglite) > keeps an entry after its admin's account is deleted, by the name and e-mail it had",
    "file": "/work/main/src/server/modules/activity/activity.test.ts",
    "projectName": "server"
  },
  {
    "name": "activity log (pglite) > prunes entries older than a year and keeps the rest",
    "file": "/work/main/src/server/modules/activity/activity.test.ts",
    "projectName": "server"
  },
  {
    "name": "activity log (pglite) > clips long text so an entry stays small",
    "file": "/work/main/src/server/modules/activity/activity.test.ts",
    "projectName": "server"
  },
  {
    "name": "feed channel artwork (pglite) > is the shipped default at first, in both feeds; only an admin may see or change it",
    "file": "/work/main/src/server/modules/feeds/artwork.test.ts",
    "projectName": "server"
  },
  {
    "name": "feed channel artwork (pglite) > refuses what is not a square JPEG or PNG of 1400–3000 px within the size limit, saying why, storing nothing",
    "file": "/work/main/src/server/modules/feeds/artwork.test.ts",
    "projectName": "server"
  },
  {
    "name": "feed channel artwork (pglite) > replaces the artwork: a new URL in both feeds, new ETags, the old file deleted; reset restores the default and leaves no file",
    "file": "/work/main/src/server/modules/feeds/artwork.test.ts",
    "projectName": "server"
  },
  {
    "name": "feed channel artwork (pglite) > answers 404 for an artwork name that is not the current one",
    "file": "/work/main/src/server/modules/feeds/artwork.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > ranks a title match above a body match, marks the matched words, and links each result to its page",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > cuts the snippet from around a match deep in a long body",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > understands phrases, exclusions and word forms",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > finds for \"convoy of escorts\" exactly the rows PostgreSQL's phrase match finds",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > finds for \"convoy of escorts tight\" exactly the rows PostgreSQL's phrase match finds",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > finds for \"convoy and the escort\" exactly the rows PostgreSQL's phrase match finds",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > finds for \"convoy of all the escorts\" exactly the rows PostgreSQL's phrase match finds",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > finds for \"convoy of escorts\" -highway exactly the rows PostgreSQL's phrase match finds",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > finds for \"convoy of escorts\" or \"escort of the convoy\" exactly the rows PostgreSQL's phrase match finds",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > looks a close phrase's rows up by its word pairs, and other queries by their words",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > holds every ordered pair of words at most three places apart in a vector's pairs, hashed as the server hashes them",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > makes pairs of no more than a tsvector keeps places for, however long the text",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > offers titles that look like a misspelt query",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > pages through many results without repeats",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > a visitor finds members-only records by their title only, locked, with nothing of the body",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > answers \"\" with 400, never a server error",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > answers \"   \" with 400, never a server error",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > answers \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\" with 400, never a server error",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > answers \"lead\\u0000er\" with 400, never a server error",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > answers \"\\\"unbalanced quote\" with 200, never a server error",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > answers \"-\" with 200, never a server error",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > answers \"or or or\" with 200, never a server error",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > answers \"!!! && ||\" with 200, never a server error",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > answers \"'); drop table posts; --\" with 200, never a server error",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search (pglite) > turns PostgreSQL's marked headline into text parts",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search beyond the window of newest posts (pglite) > gives a visitor the most recent title matches of each kind once, locked ones without a snippet",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search beyond the window of newest posts (pglite) > gives a member every match once, none locked",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search beyond the window of newest posts (pglite) > finds words that only older posts hold",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "search beyond the window of newest posts (pglite) > ranks the most recent matches of a common word, or of words needed together",
    "file": "/work/main/src/server/modules/search/search.test.ts",
    "projectName": "server"
  },
  {
    "name": "deleting an account (pglite) > leaves no row of the member in any table; an admin's content stays with its author cleared",
    "file": "/work/main/src/server/modules/account/delete-account.test.ts",
    "projectName": "server"
  },
  {
    "name": "deleting an account (pglite) > refuses to delete the last admin with a 409 and a clear message, and 404s an unknown member",
    "file": "/work/main/src/server/modules/account/delete-account.test.ts",
    "projectName": "server"
  },
  {
    "name": "PGlite with named statements > answers as PGlite's own query does, in both row modes and with parsers, and parses each text once",
    "file": "/work/main/src/server/db/pglite-statements.test.ts",
    "projectName": "server"
  },
  {
    "name": "PGlite with named statements > reports writes' affected rows and null parameters as PGlite does",
    "file": "/work/main/src/server/db/pglite-statements.test.ts",
    "projectName": "server"
  },
  {
    "name": "PGlite with named statements > throws the database's error with its code, names the statement, and keeps working",
    "file": "/work/main/src/server/db/pglite-statements.test.ts",
    "projectName": "server"
  },
  {
    "name": "PGlite with named statements > parses a statement again when its table changed shape under it",
    "file": "/work/main/src/server/db/pglite-statements.test.ts",
    "projectName": "server"
  },
  {
    "name": "PGlite with named statements > leaves statements not marked with planOnce to PGlite's own query",
    "file": "/work/main/src/server/db/pglite-statements.test.ts",
    "projectName": "server"
  },
  {
    "name": "PGlite with named statements > never runs inside another caller's transaction",
    "file": "/work/main/src/server/db/pglite-statements.test.ts",
    "projectName": "server"
  },
  {
    "name": "PGlite with named statements > delivers notices raised by its statements to PGlite's listeners",
    "file": "/work/main/src/server/db/pglite-statements.test.ts",
    "projectName": "server"
  },
  {
    "name": "PGlite with named statements > is what drizzle runs on: a query marked with planOnce is kept, transactions and other queries are PGlite's",
    "file": "/work/main/src/server/db/pglite-statements.test.ts",
    "projectName": "server"
  },
  {
    "name": "racing sign-ups for one e-mail (pglite) > creates one account and answers every other racer 422 USER_ALREADY_EXISTS",
    "file": "/work/main/src/server/auth/sign-up-race.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin feeds (pglite) > answers visitors 401 and members 403, changing nothing",
    "file": "/work/main/src/server/modules/feeds/admin-feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin feeds (pglite) > lists every feed, possibly shared first, then the latest fetch; metadata only, never a token",
    "file": "/work/main/src/server/modules/feeds/admin-feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin feeds (pglite) > pages with a cursor in the same order, and searches name and e-mail",
    "file": "/work/main/src/server/modules/feeds/admin-feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin feeds (pglite) > revokes a feed: its URL and enclosures 404 at once, the member is e-mailed, the log says who",
    "file": "/work/main/src/server/modules/feeds/admin-feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin feeds (pglite) > a member without a feed, an unknown member or a bad id is a 404, nothing mailed or logged",
    "file": "/work/main/src/server/modules/feeds/admin-feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "the session cache (pglite) > remembers a session it has checked, and only the exact signed cookie",
    "file": "/work/main/src/server/auth/session-cache.test.ts",
    "projectName": "server"
  },
  {
    "name": "the session cache (pglite) > forgets a session at once when it ends: sign-out, a deleted row, a user change",
    "file": "/work/main/src/server/auth/session-cache.test.ts",
    "projectName": "server"
  },
  {
    "name": "sessionCookieValue > finds the named cookie among others and decodes it",
    "file": "/work/main/src/server/auth/session-cache.test.ts",
    "projectName": "server"
  },
  {
    "name": "account names (pglite) > refuses a name longer than LIMITS.name at sign-up, and takes one of exactly that length",
    "file": "/work/main/src/server/auth/account-input.test.ts",
    "projectName": "server"
  },
  {
    "name": "account names (pglite) > refuses a missing or blank name at sign-up",
    "file": "/work/main/src/server/auth/account-input.test.ts",
    "projectName": "server"
  },
  {
    "name": "account names (pglite) > checks update-user's name like sign-up: null, numbers, blanks and long names are 400 and change nothing",
    "file": "/work/main/src/server/auth/account-input.test.ts",
    "projectName": "server"
  },
  {
    "name": "account names (pglite) > stores no avatar URL: update-user takes a name only",
    "file": "/work/main/src/server/auth/account-input.test.ts",
    "projectName": "server"
  },
  {
    "name": "fieldWithControlCharacters > names the first field at any depth whose text or key holds a control character, skipping passwords",
    "file": "/work/main/src/server/auth/account-input.test.ts",
    "projectName": "server"
  },
  {
    "name": "redirect targets > are paths on this site",
    "file": "/work/main/src/server/auth/account-input.test.ts",
    "projectName": "server"
  },
  {
    "name": "redirect targets > refuses any other callbackURL or redirectTo with 400 (a bad one used to end in a 500 when Better Auth redirected)",
    "file": "/work/main/src/server/auth/account-input.test.ts",
    "projectName": "server"
  },
  {
    "name": "passkeys (pglite) > registration options need a signed-in member",
    "file": "/work/main/src/server/auth/passkey.test.ts",
    "projectName": "server"
  },
  {
    "name": "passkeys (pglite) > adds a passkey with the password, then signs in with it alone",
    "file": "/work/main/src/server/auth/passkey.test.ts",
    "projectName": "server"
  },
  {
    "name": "passkeys (pglite) > refuses an unknown passkey, a wrong signature, a missing request and a malformed answer with a clear 4xx and no session",
    "file": "/work/main/src/server/auth/passkey.test.ts",
    "projectName": "server"
  },
  {
    "name": "passkeys (pglite) > renames and deletes only the member's own passkeys; a deleted passkey no longer signs in",
    "file": "/work/main/src/server/auth/passkey.test.ts",
    "projectName": "server"
  },
  {
    "name": "passkeys (pglite) > exports passkeys without credential id or public key, and deleting the account removes them",
    "file": "/work/main/src/server/auth/passkey.test.ts",
    "projectName": "server"
  },
  {
    "name": "passkeys (pglite) > limits anonymous sign-in challenges per client (the default 100 a minute: every login page asks for one), and purges them once expired",
    "file": "/work/main/src/server/auth/passkey.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin members (pglite) > answers visitors 401 and members 403 on every members route, changing nothing",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin members (pglite) > lists members newest first with joined, last seen, verified, 2FA, admin and live session count",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin members (pglite) > searches name and e-mail by any part, any case; wildcards are letters; pages with a cursor",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin members (pglite) > shows one member: live sessions, progress and feed; unknown or malformed ids are 404",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin members (pglite) > revokes a member's sessions: signed out at once, and recorded",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin members (pglite) > resends the verification e-mail to an unverified member; a verified one is a 409",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin members (pglite) > grants admin only with the acting admin's own password",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin members (pglite) > revokes admin, but never from the last admin",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin members (pglite) > exports members as streamed RFC 4180 CSV, formula cells defused",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin members (pglite) > deletes a member with everything of theirs, recorded; the last admin cannot be deleted",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > \"plain\" → \"plain\"",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > \"\" → \"\"",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > \"a,b\" → \"\\\"a,b\\\"\"",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > \"say \\\"hi\\\"\" → \"\\\"say \\\"\\\"hi\\\"\\\"\\\"\"",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > \"line\\nbreak\" → \"\\\"line\\nbreak\\\"\"",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > \"cr\\rlf\" → \"\\\"cr\\rlf\\\"\"",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > \"=1+2\" → \"'=1+2\"",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > \"+1\" → \"'+1\"",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > \"-1\" → \"'-1\"",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > \"@SUM(A1)\" → \"'@SUM(A1)\"",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > \"\\t=cmd\" → \"'\\t=cmd\"",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > \"=a,b\" → \"\\\"'=a,b\\\"\"",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > \"a=b\" → \"a=b\"",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "CSV cells > writes non-text values as they are and null as empty",
    "file": "/work/main/src/server/modules/members/members.test.ts",
    "projectName": "server"
  },
  {
    "name": "member preferences (pglite) > are for members only",
    "file": "/work/main/src/server/modules/preferences/preferences.test.ts",
    "projectName": "server"
  },
  {
    "name": "member preferences (pglite) > start from the defaults, and a member who never set any has no row",
    "file": "/work/main/src/server/modules/preferences/preferences.test.ts",
    "projectName": "server"
  },
  {
    "name": "member preferences (pglite) > keep the speed and captions each member sets, one at a time, apart from other members",
    "file": "/work/main/src/server/modules/preferences/preferences.test.ts",
    "projectName": "server"
  },
  {
    "name": "member preferences (pglite) > refuse speeds the player does not offer, wrong types and unknown fields with a 400, storing nothing",
    "file": "/work/main/src/server/modules/preferences/preferences.test.ts",
    "projectName": "server"
  },
  {
    "name": "member preferences (pglite) > take a same-site write such as a page's keepalive fetch, and refuse one from another site",
    "file": "/work/main/src/server/modules/preferences/preferences.test.ts",
    "projectName": "server"
  },
  {
    "name": "member preferences (pglite) > count a new visit after 30 minutes away: the previous visit's end is what 'New' compares with",
    "file": "/work/main/src/server/modules/preferences/preferences.test.ts",
    "projectName": "server"
  },
  {
    "name": "member preferences (pglite) > go with their member",
    "file": "/work/main/src/server/modules/preferences/preferences.test.ts",
    "projectName": "server"
  },
  {
    "name": "reading a post (pglite) > answers a repeated read with 304 while the post and the reader's access are unchanged",
    "file": "/work/main/src/server/modules/posts/post-read.test.ts",
    "projectName": "server"
  },
  {
    "name": "reading a post (pglite) > sends the body the response schema's serializer makes, open and locked, first read and kept",
    "file": "/work/main/src/server/modules/posts/post-read.test.ts",
    "projectName": "server"
  },
  {
    "name": "reading a post (pglite) > refuses control characters in the list's title filter with a 400, not a database error",
    "file": "/work/main/src/server/modules/posts/post-read.test.ts",
    "projectName": "server"
  },
  {
    "name": "reading a post (pglite) > shows an edit, a members-only flip and a delete on the very next read",
    "file": "/work/main/src/server/modules/posts/post-read.test.ts",
    "projectName": "server"
  },
  {
    "name": "reading a post (pglite) > shows an edit on the very next read also at an address that writes the id in capitals",
    "file": "/work/main/src/server/modules/posts/post-read.test.ts",
    "projectName": "server"
  },
  {
    "name": "the admin's jobs API (pglite) > answers a visitor 401 and a member 403 on every route",
    "file": "/work/main/src/server/modules/jobs/jobs-admin.test.ts",
    "projectName": "server"
  },
  {
    "name": "the admin's jobs API (pglite) > lists jobs newest first, by state, with a dead job's error, and counts them",
    "file": "/work/main/src/server/modules/jobs/jobs-admin.test.ts",
    "projectName": "server"
  },
  {
    "name": "the admin's jobs API (pglite) > queues a dead job again with every try ahead of it, records who did, and refuses other states",
    "file": "/work/main/src/server/modules/jobs/jobs-admin.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > episodes > stores an SRT as WebVTT (markup cleaned), shows the admin its original name, and serves it to members only",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > episodes > a public episode's transcript is served to visitors too; unknown ids and episodes without one are 404",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > episodes > edits title, description and flag, replaces and removes the transcript, deleting replaced files after the update",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > episodes > a new audio file replaces the old one, which is deleted; a failed upload changes nothing and leaves no file",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > episodes > refuses the edit to visitors (401) and members (403)",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > episodes > deleting an episode deletes its transcript too",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > bad transcripts: a clear 4xx, no row, no file > a legacy encoding (Windows-1252)",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > bad transcripts: a clear 4xx, no row, no file > a wrong header",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > bad transcripts: a clear 4xx, no row, no file > a bad timestamp",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > bad transcripts: a clear 4xx, no row, no file > a cue ending before it starts",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > bad transcripts: a clear 4xx, no row, no file > prose",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > bad transcripts: a clear 4xx, no row, no file > an empty file",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > bad transcripts: a clear 4xx, no row, no file > a file over 1 MB",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > bad transcripts: a clear 4xx, no row, no file > a transcript near 1 MB of distinct words (a tsvector larger than 1 MB) is stored whole; search keeps its first 256 KB",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > bad transcripts: a clear 4xx, no row, no file > a transcript without an audio file is the spec's missing-fields error, and leaves nothing",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > items > audio and video items take a transcript; a video's is its captions track; other media refuse one",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > items > switching an item to a medium without transcripts drops the transcript and deletes its file",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > the private feed > carries podcast:transcript with a URL under the member's token, which dies with the token",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "transcripts and episode edits (pglite) > search > finds transcript words for members; a visitor learns nothing from a members-only transcript",
    "file": "/work/main/src/server/modules/transcripts/transcripts.test.ts",
    "projectName": "server"
  },
  {
    "name": "writes the counts kept in memory when the server is stopped",
    "file": "/work/main/src/server/modules/analytics/shutdown.test.ts",
    "projectName": "server"
  },
  {
    "name": "sitemap and the Field Manual feed (pglite) > the sitemap lists public pages, posts, items and episodes, never members-only ones, whoever asks",
    "file": "/work/main/src/server/modules/sitemap/sitemap.test.ts",
    "projectName": "server"
  },
  {
    "name": "sitemap and the Field Manual feed (pglite) > the Field Manual feed carries public posts only",
    "file": "/work/main/src/server/modules/sitemap/sitemap.test.ts",
    "projectName": "server"
  },
  {
    "name": "control characters in text fields (pglite) > refuses them in the contact form with a clear 400",
    "file": "/work/main/src/server/http/control-characters.test.ts",
    "projectName": "server"
  },
  {
    "name": "control characters in text fields (pglite) > refuses them on sign-up, sign-in, reset and session revocation with 400 INVALID_INPUT",
    "file": "/work/main/src/server/http/control-characters.test.ts",
    "projectName": "server"
  },
  {
    "name": "control characters in text fields (pglite) > refuses them in admin writes, JSON and multipart",
    "file": "/work/main/src/server/http/control-characters.test.ts",
    "projectName": "server"
  },
  {
    "name": "content lists kept in memory (pglite) > shows a record added, renamed or deleted by another writer on the very next read of every list",
    "file": "/work/main/src/server/modules/progress/list-caches.test.ts",
    "projectName": "server"
  },
  {
    "name": "content lists kept in memory (pglite) > shows a member's progress written by another writer on their next read, and never on another member's list",
    "file": "/work/main/src/server/modules/progress/list-caches.test.ts",
    "projectName": "server"
  },
  {
    "name": "content lists kept in memory (pglite) > still shows the progress of a member with more progress than is kept",
    "file": "/work/main/src/server/modules/progress/list-caches.test.ts",
    "projectName": "server"
  },
  {
    "name": "revisions (pglite) > counts saves, refuses a save over a newer one and keeps it in the history",
    "file": "/work/main/src/server/modules/revisions/revisions.test.ts",
    "projectName": "server"
  },
  {
    "name": "revisions (pglite) > shows one revision and restores it as a new save, leaving the publication as it is",
    "file": "/work/main/src/server/modules/revisions/revisions.test.ts",
    "projectName": "server"
  },
  {
    "name": "revisions (pglite) > keeps the last 50 saves of a record",
    "file": "/work/main/src/server/modules/revisions/revisions.test.ts",
    "projectName": "server"
  },
  {
    "name": "revisions (pglite) > refuses a stale multipart edit of an item and an episode, storing no file",
    "file": "/work/main/src/server/modules/revisions/revisions.test.ts",
    "projectName": "server"
  },
  {
    "name": "revisions (pglite) > is for admins only",
    "file": "/work/main/src/server/modules/revisions/revisions.test.ts",
    "projectName": "server"
  },
  {
    "name": "cursor pagination (pglite) > defaults to 20 and walks all 250 rows newest first, each exactly once",
    "file": "/work/main/src/server/modules/pagination.test.ts",
    "projectName": "server"
  },
  {
    "name": "cursor pagination (pglite) > allows up to 100 per page",
    "file": "/work/main/src/server/modules/pagination.test.ts",
    "projectName": "server"
  },
  {
    "name": "cursor pagination (pglite) > stays stable while newer rows are inserted",
    "file": "/work/main/src/server/modules/pagination.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin inbox (pglite) > answers visitors 401 and members 403 on every inbox route, and stores nothing for them",
    "file": "/work/main/src/server/modules/inbox/inbox.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin inbox (pglite) > lists messages newest first with their first line, and e-mails the admins once per burst",
    "file": "/work/main/src/server/modules/inbox/inbox.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin inbox (pglite) > pages with a cursor, newest first, without repeats",
    "file": "/work/main/src/server/modules/inbox/inbox.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin inbox (pglite) > opens a message whole; marking it read drops the unread count, unread raises it again",
    "file": "/work/main/src/server/modules/inbox/inbox.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin inbox (pglite) > archives out of the inbox and back; refuses empty or unknown changes and ids",
    "file": "/work/main/src/server/modules/inbox/inbox.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin inbox (pglite) > deletes a message for good and records who did it, without its text",
    "file": "/work/main/src/server/modules/inbox/inbox.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin inbox (pglite) > keeps a message caught by the honeypot as spam: answered like any other, not in the inbox, not counted, not mailed",
    "file": "/work/main/src/server/modules/inbox/inbox.test.ts",
    "projectName": "server"
  },
  {
    "name": "contact notices (pglite) > are off by default without SMTP",
    "file": "/work/main/src/server/modules/inbox/inbox.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > authorization > refuses every write to visitors (401) and members (403), storing nothing",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > posts > creates, updates and deletes a post, with the admin as author",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > posts > refuses {\"content\":\"x\"} with a clear 400",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > posts > refuses {\"title\":\"   \",\"content\":\"x\"} with a clear 400",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > posts > refuses {\"title\":\"T\",\"content\":\"  \"} with a clear 400",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > posts > refuses {\"title\":\"TTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTTT\",\"content\":\"x\"} with a clear 400",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > podcasts > stores an upload under the admin's id, detected as mp3, and plays it back",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > podcasts > refuses a file that is not audio by its content, whatever its name, storing nothing",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > podcasts > refuses an MP4 with a video track, which passes as M4A by its first bytes (fit-and-finish 7)",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > podcasts > says 'Missing fields' without a title or a file",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > podcasts > refuses files over MAX_UPLOAD_MB with 413 and keeps no partial file",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > podcasts > wants the fields before the file",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > content items > creates a pdf item under {userId}/{category}-..., replaces its file, switches it to text, deletes it",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > content items > requires a file of the right kind on create",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "admin writes (pglite) > content items > refuses an update of an unknown item without storing its file",
    "file": "/work/main/src/server/modules/admin-writes.test.ts",
    "projectName": "server"
  },
  {
    "name": "list queries use their index (pglite) > posts: the first page and a later page are read from the index, unsorted",
    "file": "/work/main/src/server/db/pagination-plan.test.ts",
    "projectName": "server"
  },
  {
    "name": "list queries use their index (pglite) > podcasts: the first page and a later page are read from the index, unsorted",
    "file": "/work/main/src/server/db/pagination-plan.test.ts",
    "projectName": "server"
  },
  {
    "name": "list queries use their index (pglite) > content items: the first page and a later page are read from the index, unsorted",
    "file": "/work/main/src/server/db/pagination-plan.test.ts",
    "projectName": "server"
  },
  {
    "name": "HTTP surface > answers /healthz and /readyz, uncached",
    "file": "/work/main/src/server/http/http.test.ts",
    "projectName": "server"
  },
  {
    "name": "HTTP surface > serves the SPA for page routes, never cached",
    "file": "/work/main/src/server/http/http.test.ts",
    "projectName": "server"
  },
  {
    "name": "HTTP surface > answers unknown page paths with the SPA and a real 404",
    "file": "/work/main/src/server/http/http.test.ts",
    "projectName": "server"
  },
  {
    "name": "HTTP surface > gives JSON 404s for unknown API routes and plain 404s for missing files",
    "file": "/work/main/src/server/http/http.test.ts",
    "projectName": "server"
  },
  {
    "name": "HTTP surface > caches hashed assets for a year and compresses them",
    "file": "/work/main/src/server/http/http.test.ts",
    "projectName": "server"
  },
  {
    "name": "HTTP surface > sends strict security headers without HSTS over plain http",
    "file": "/work/main/src/server/http/http.test.ts",
    "projectName": "server"
  },
  {
    "name": "HTTP surface over https > adds HSTS when PUBLIC_URL is https",
    "file": "/work/main/src/server/http/http.test.ts",
    "projectName": "server"
  },
  {
    "name": "content access (pglite) > lists need a session",
    "file": "/work/main/src/server/modules/content-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "content access (pglite) > a visitor gets the title of a members-only post, never its body",
    "file": "/work/main/src/server/modules/content-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "content access (pglite) > a visitor reads a public post in full",
    "file": "/work/main/src/server/modules/content-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "content access (pglite) > a visitor gets title, description and media type of a members-only item, never its text or file",
    "file": "/work/main/src/server/modules/content-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "content access (pglite) > a visitor never gets a members-only file, whatever the method or range",
    "file": "/work/main/src/server/modules/content-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "content access (pglite) > a visitor gets public files",
    "file": "/work/main/src/server/modules/content-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "content access (pglite) > a member gets everything",
    "file": "/work/main/src/server/modules/content-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "content access (pglite) > a admin gets everything",
    "file": "/work/main/src/server/modules/content-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "content access (pglite) > answers malformed and unknown ids with 404, never 500",
    "file": "/work/main/src/server/modules/content-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "content access (pglite) > refuses a bad category or limit with 400",
    "file": "/work/main/src/server/modules/content-access.test.ts",
    "projectName": "server"
  },
  {
    "name": "database maintenance > on PGlite, vacuums and analyzes every table: row counts, visibility and column statistics are up to date",
    "file": "/work/main/src/server/db/maintenance.test.ts",
    "projectName": "server"
  },
  {
    "name": "database maintenance > stops between tables once its signal is aborted",
    "file": "/work/main/src/server/db/maintenance.test.ts",
    "projectName": "server"
  },
  {
    "name": "scripts after the first paint > sends the prerendered and the server-rendered pages with one loader, allowed by its hash, in place of the module tags, and the rules they use",
    "file": "/work/main/src/server/http/after-paint.test.ts",
    "projectName": "server"
  },
  {
    "name": "scripts after the first paint > leaves the empty shell's module script and preloads as the build wrote them",
    "file": "/work/main/src/server/http/after-paint.test.ts",
    "projectName": "server"
  },
  {
    "name": "scripts after the first paint > allows no inline script when there is no build",
    "file": "/work/main/src/server/http/after-paint.test.ts",
    "projectName": "server"
  },
  {
    "name": "listening and reading progress (pglite) > needs a session, and refuses positions outside the file, unknown ids and kinds",
    "file": "/work/main/src/server/modules/progress/progress.test.ts",
    "projectName": "server"
  },
  {
    "name": "listening and reading progress (pglite) > saves idempotently, and the newest write by the client's clock wins",
    "file": "/work/main/src/server/modules/progress/progress.test.ts",
    "projectName": "server"
  },
  {
    "name": "listening and reading progress (pglite) > counts 95 % as finished, keeps members apart, and lists what is started and unfinished",
    "file": "/work/main/src/server/modules/progress/progress.test.ts",
    "projectName": "server"
  },
  {
    "name": "listening and reading progress (pglite) > reads one record's progress for its member only: null when not started, 404 for what the member may not read",
    "file": "/work/main/src/server/modules/progress/progress.test.ts",
    "projectName": "server"
  },
  {
    "name": "listening and reading progress (pglite) > starts over on one record, resets everything, and goes with deleted content and members",
    "file": "/work/main/src/server/modules/progress/progress.test.ts",
    "projectName": "server"
  },
  {
    "name": "record pages: previews for shared links > puts an escaped title, the 160-character plain-text description and Open Graph tags into a post page",
    "file": "/work/main/src/server/modules/pages/link-previews.test.ts",
    "projectName": "server"
  },
  {
    "name": "record pages: previews for shared links > gives a members-only post its title only",
    "file": "/work/main/src/server/modules/pages/link-previews.test.ts",
    "projectName": "server"
  },
  {
    "name": "record pages: previews for shared links > does the same for items",
    "file": "/work/main/src/server/modules/pages/link-previews.test.ts",
    "projectName": "server"
  },
  {
    "name": "record pages: previews for shared links > gives each area its own share card, and none without PUBLIC_URL (crawlers need absolute URLs)",
    "file": "/work/main/src/server/modules/pages/link-previews.test.ts",
    "projectName": "server"
  },
  {
    "name": "record pages: previews for shared links > cuts a long item description at a word, on one line, with an ellipsis",
    "file": "/work/main/src/server/modules/pages/link-previews.test.ts",
    "projectName": "server"
  },
  {
    "name": "record pages: previews for shared links > does the same for episodes: a public one with its description, a members-only one with its title only",
    "file": "/work/main/src/server/modules/pages/link-previews.test.ts",
    "projectName": "server"
  },
  {
    "name": "record pages: previews for shared links > gives every other page the site's card once, and a page preview replaces it",
    "file": "/work/main/src/server/modules/pages/link-previews.test.ts",
    "projectName": "server"
  },
  {
    "name": "record pages: previews for shared links > serves the plain SPA for unknown or malformed ids",
    "file": "/work/main/src/server/modules/pages/link-previews.test.ts",
    "projectName": "server"
  },
  {
    "name": "account API rate-limit storage (pglite) > keeps one counter per client for all unknown paths, and one per endpoint for paths with tokens in them",
    "file": "/work/main/src/server/auth/rate-limit-storage.test.ts",
    "projectName": "server"
  },
  {
    "name": "account API rate-limit storage (pglite) > still limits unknown paths per client, all of them together",
    "file": "/work/main/src/server/auth/rate-limit-storage.test.ts",
    "projectName": "server"
  },
  {
    "name": "account API rate-limit storage (pglite) > purges counters whose window has ended, Better Auth's old rows included",
    "file": "/work/main/src/server/auth/rate-limit-storage.test.ts",
    "projectName": "server"
  },
  {
    "name": "endpointPatterns > maps paths to their endpoint's pattern, and every unknown path to one key",
    "file": "/work/main/src/server/auth/rate-limit-storage.test.ts",
    "projectName": "server"
  },
  {
    "name": "demo accounts > are made verified, sign in with the printed password, and send no mail",
    "file": "/work/main/src/cli/demo-accounts.test.ts",
    "projectName": "server"
  },
  {
    "name": "POST /api/contact (pglite) > stores a valid message, trimmed, and answers 201 with its id",
    "file": "/work/main/src/server/modules/contact/contact.test.ts",
    "projectName": "server"
  },
  {
    "name": "POST /api/contact (pglite) > refuses {\"email\":\"a@b.co\",\"message\":\"hi\"} with a 400 that says why, storing nothing",
    "file": "/work/main/src/server/modules/contact/contact.test.ts",
    "projectName": "server"
  },
  {
    "name": "POST /api/contact (pglite) > refuses {\"name\":\" \",\"email\":\"a@b.co\",\"message\":\"hi\"} with a 400 that says why, storing nothing",
    "file": "/work/main/src/server/modules/contact/contact.test.ts",
    "projectName": "server"
  },
  {
    "name": "POST /api/contact (pglite) > refuses {\"name\":\"A\",\"email\":\"not-an-email\",\"message\":\"hi\"} with a 400 that says why, storing nothing",
    "file": "/work/main/src/server/modules/contact/contact.test.ts",
    "projectName": "server"
  },
  {
    "name": "POST /api/contact (pglite) > refuses {\"name\":\"A\",\"email\":\"a@b.co\",\"message\":\"\"} with a 400 that says why, storing nothing",
    "file": "/work/main/src/server/modules/contact/contact.test.ts",
    "projectName": "server"
  },
  {
    "name": "POST /api/contact (pglite) > refuses {\"name\":\"A\",\"email\":\"a@b.co\",\"message\":\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"} with a 400 that says why, storing nothing",
    "file": "/work/main/src/server/modules/contact/contact.test.ts",
    "projectName": "server"
  },
  {
    "name": "POST /api/contact (pglite) > refuses {\"name\":\"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\",\"email\":\"a@b.co\",\"message\":\"hi\"} with a 400 that says why, storing nothing",
    "file": "/work/main/src/server/modules/contact/contact.test.ts",
    "projectName": "server"
  },
  {
    "name": "POST /api/contact (pglite) > refuses malformed JSON and oversized bodies with 4xx, never 500",
    "file": "/work/main/src/server/modules/contact/contact.test.ts",
    "projectName": "server"
  },
  {
    "name": "POST /api/contact (pglite) > limits each IP and answers 429 with Retry-After, without storing",
    "file": "/work/main/src/server/modules/contact/contact.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts with SMTP > sends the verification mail over SMTP and requires it before login",
    "file": "/work/main/src/server/auth/smtp.test.ts",
    "projectName": "server"
  },
  {
    "name": "accounts with SMTP > still answers a duplicate sign-up with the existing-account code",
    "file": "/work/main/src/server/auth/smtp.test.ts",
    "projectName": "server"
  },
  {
    "name": "upload failures (pglite) > refuses an empty file for a podcast with a clear 400",
    "file": "/work/main/src/server/modules/upload-failures.test.ts",
    "projectName": "server"
  },
  {
    "name": "upload failures (pglite) > refuses an empty file for a pdf item with a clear 400",
    "file": "/work/main/src/server/modules/upload-failures.test.ts",
    "projectName": "server"
  },
  {
    "name": "upload failures (pglite) > refuses a PDF sent as a video item, whatever its name says",
    "file": "/work/main/src/server/modules/upload-failures.test.ts",
    "projectName": "server"
  },
  {
    "name": "upload failures (pglite) > answers an edit of an unknown an episode 404 before reading its upload",
    "file": "/work/main/src/server/modules/upload-failures.test.ts",
    "projectName": "server"
  },
  {
    "name": "upload failures (pglite) > answers an edit of an unknown an item 404 before reading its upload",
    "file": "/work/main/src/server/modules/upload-failures.test.ts",
    "projectName": "server"
  },
  {
    "name": "upload failures (pglite) > a connection cut off midway > in the middle of the file: the partial file is removed and no row is made",
    "file": "/work/main/src/server/modules/upload-failures.test.ts",
    "projectName": "server"
  },
  {
    "name": "upload failures (pglite) > a connection cut off midway > after the whole file but before the form's end: the stored file is deleted again",
    "file": "/work/main/src/server/modules/upload-failures.test.ts",
    "projectName": "server"
  },
  {
    "name": "upload failures (pglite) > a form the multipart parser cannot read is a 400, never a 500 (hardening finding 7) > no boundary",
    "file": "/work/main/src/server/modules/upload-failures.test.ts",
    "projectName": "server"
  },
  {
    "name": "upload failures (pglite) > a form the multipart parser cannot read is a 400, never a 500 (hardening finding 7) > a boundary the body does not use",
    "file": "/work/main/src/server/modules/upload-failures.test.ts",
    "projectName": "server"
  },
  {
    "name": "upload failures (pglite) > a form the multipart parser cannot read is a 400, never a 500 (hardening finding 7) > a body that stops mid-file",
    "file": "/work/main/src/server/modules/upload-failures.test.ts",
    "projectName": "server"
  },
  {
    "name": "upload failures (pglite) > a form the multipart parser cannot read is a 400, never a 500 (hardening finding 7) > a body that stops in the fields",
    "file": "/work/main/src/server/modules/upload-failures.test.ts",
    "projectName": "server"
  },
  {
    "name": "upload failures (pglite) > a form the multipart parser cannot read is a 400, never a 500 (hardening finding 7) > JSON declared as multipart",
    "file": "/work/main/src/server/modules/upload-failures.test.ts",
    "projectName": "server"
  },
  {
    "name": "upload failures (pglite) > a form the multipart parser cannot read is a 400, never a 500 (hardening finding 7) > a part with a broken header",
    "file": "/work/main/src/server/modules/upload-failures.test.ts",
    "projectName": "server"
  },
  {
    "name": "preview links (pglite) > lets anyone with the link read the draft as a member would, and nothing else",
    "file": "/work/main/src/server/modules/previews/previews.test.ts",
    "projectName": "server"
  },
  {
    "name": "preview links (pglite) > stops working when revoked or expired; only admins make, list or revoke links",
    "file": "/work/main/src/server/modules/previews/previews.test.ts",
    "projectName": "server"
  },
  {
    "name": "preview links (pglite) > opens a draft episode's audio through the link, and prunes links whose record is gone",
    "file": "/work/main/src/server/modules/previews/previews.test.ts",
    "projectName": "server"
  },
  {
    "name": "cross-origin writes and no-store, whatever the spelling of the path > refuses a foreign Origin on percent-escaped API paths",
    "file": "/work/main/src/server/http/csrf.test.ts",
    "projectName": "server"
  },
  {
    "name": "cross-origin writes and no-store, whatever the spelling of the path > refuses a foreign multipart upload with the admin's cookie on an escaped path (no preflight protects it)",
    "file": "/work/main/src/server/http/csrf.test.ts",
    "projectName": "server"
  },
  {
    "name": "cross-origin writes and no-store, whatever the spelling of the path > refuses a foreign Origin on an absolute-form request target",
    "file": "/work/main/src/server/http/csrf.test.ts",
    "projectName": "server"
  },
  {
    "name": "cross-origin writes and no-store, whatever the spelling of the path > refuses foreign writes on every path, not only under /api/",
    "file": "/work/main/src/server/http/csrf.test.ts",
    "projectName": "server"
  },
  {
    "name": "cross-origin writes and no-store, whatever the spelling of the path > still takes same-origin writes and requests with no Origin (not from a browser)",
    "file": "/work/main/src/server/http/csrf.test.ts",
    "projectName": "server"
  },
  {
    "name": "cross-origin writes and no-store, whatever the spelling of the path > marks API answers no-store however the path is spelled",
    "file": "/work/main/src/server/http/csrf.test.ts",
    "projectName": "server"
  },
  {
    "name": "private podcast feeds (pglite) > gives each member one long-lived private URL, and visitors none",
    "file": "/work/main/src/server/modules/feeds/feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "private podcast feeds (pglite) > lists every episode and briefing audio/video item, newest first, as valid podcast RSS",
    "file": "/work/main/src/server/modules/feeds/feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "private podcast feeds (pglite) > serves enclosures under the token with ranges, like the web player",
    "file": "/work/main/src/server/modules/feeds/feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "private podcast feeds (pglite) > answers an unchanged feed 304, and changes when content does",
    "file": "/work/main/src/server/modules/feeds/feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "private podcast feeds (pglite) > without the content change counters, sends the whole feed every time rather than a 304 it cannot vouch for",
    "file": "/work/main/src/server/modules/feeds/feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "private podcast feeds (pglite) > the public feed lists only public episodes: no members-only title, text or file",
    "file": "/work/main/src/server/modules/feeds/feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "private podcast feeds (pglite) > a reset kills the old URL and its enclosures at once",
    "file": "/work/main/src/server/modules/feeds/feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "private podcast feeds (pglite) > marks a feed fetched from more IPs in a day than the limit as possibly shared",
    "file": "/work/main/src/server/modules/feeds/feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "private podcast feeds (pglite) > an admin's revoke (npm run cli -- feeds revoke) kills the URL; the report shows each feed's use",
    "file": "/work/main/src/server/modules/feeds/feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "private podcast feeds (pglite) > forgets sharing-detection records after 30 days",
    "file": "/work/main/src/server/modules/feeds/feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "private podcast feeds (pglite) > a deleted account's feed is gone",
    "file": "/work/main/src/server/modules/feeds/feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "private podcast feeds (pglite) > makes podcast:guid as Podcasting 2.0's own example does",
    "file": "/work/main/src/server/modules/feeds/feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "private podcast feeds (pglite) > keeps tokens out of logged URLs",
    "file": "/work/main/src/server/modules/feeds/feeds.test.ts",
    "projectName": "server"
  },
  {
    "name": "lists filtered by title (pglite) > keeps the titles that contain the words, newest first, in each list",
    "file": "/work/main/src/server/modules/title-filter.test.ts",
    "projectName": "server"
  },
  {
    "name": "lists filtered by title (pglite) > takes % and _ literally",
    "file": "/work/main/src/server/modules/title-filter.test.ts",
    "projectName": "server"
  },
  {
    "name": "lists filtered by title (pglite) > pages through a filtered list",
    "file": "/work/main/src/server/modules/title-filter.test.ts",
    "projectName": "server"
  },
  {
    "name": "lists filtered by title (pglite) > answers a too long filter 400 with a message",
    "file": "/work/main/src/server/modules/title-filter.test.ts",
    "projectName": "server"
  },
  {
    "name": "a rendered record page (pglite) > arrives with a public post rendered in it and the post beside it as page data, escaped",
    "file": "/work/main/src/server/modules/pages/rendered-pages.test.ts",
    "projectName": "server"
  },
  {
    "name": "a rendered record page (pglite) > puts a post's dollar signs in the page as they are (no replacement patterns)",
    "file": "/work/main/src/server/modules/pages/rendered-pages.test.ts",
    "projectName": "server"
  },
  {
    "name": "a rendered record page (pglite) > holds nothing of a members-only post but its title",
    "file": "/work/main/src/server/modules/pages/rendered-pages.test.ts",
    "projectName": "server"
  },
  {
    "name": "a rendered record page (pglite) > shows an edit and a members-only flip on the very next page, by this app or another writer",
    "file": "/work/main/src/server/modules/pages/rendered-pages.test.ts",
    "projectName": "server"
  },
  {
    "name": "a rendered record page (pglite) > sends the page unrendered when the render fails, and renders it again next time",
    "file": "/work/main/src/server/modules/pages/rendered-pages.test.ts",
    "projectName": "server"
  },
  {
    "name": "a rendered record page (pglite) > sends the plain page for an id that is no post",
    "file": "/work/main/src/server/modules/pages/rendered-pages.test.ts",
    "projectName": "server"
  },
  {
    "name": "a rendered record page (pglite) > renders a public item's page with the item as page data, and a members-only one not at all, until it changes",
    "file": "/work/main/src/server/modules/pages/rendered-pages.test.ts",
    "projectName": "server"
  },
  {
    "name": "media streaming > sends the whole file with its stored type, inline, privately cached",
    "file": "/work/main/src/server/http/media.test.ts",
    "projectName": "server"
  },
  {
    "name": "media streaming > answers bytes=0-0 with 206 and the exact bytes",
    "file": "/work/main/src/server/http/media.test.ts",
    "projectName": "server"
  },
  {
    "name": "media streaming > answers bytes=0-99 with 206 and the exact bytes",
    "file": "/work/main/src/server/http/media.test.ts",
    "projectName": "server"
  },
  {
    "name": "media streaming > answers bytes=5000-5099 with 206 and the exact bytes",
    "file": "/work/main/src/server/http/media.test.ts",
    "projectName": "server"
  },
  {
    "name": "media streaming > answers bytes=-100 with 206 and the exact bytes",
    "file": "/work/main/src/server/http/media.test.ts",
    "projectName": "server"
  },
  {
    "name": "media streaming > answers bytes=9990- with 206 and the exact bytes",
    "file": "/work/main/src/server/http/media.test.ts",
    "projectName": "server"
  },
  {
    "name": "media streaming > answers bytes=9990-20000 with 206 and the exact bytes",
    "file": "/work/main/src/server/http/media.test.ts",
    "projectName": "server"
  },
  {
    "name": "media streaming > answers a range past the end with 416 and the size",
    "file": "/work/main/src/server/http/media.test.ts",
    "projectName": "server"
  },
  {
    "name": "media streaming > serves the whole file for multiple ranges and ignores malformed ones",
    "file": "/work/main/src/server/http/media.test.ts",
    "projectName": "server"
  },
  {
    "name": "media streaming > answers HEAD with the headers and no body",
    "file": "/work/main/src/server/http/media.test.ts",
    "projectName": "server"
  },
  {
    "name": "PostgreSQL outage (needs /usr/lib/postgresql/15) > answers 503 quickly while down and recovers within 5 s of the database coming back",
    "file": "/work/main/src/server/db/outage.test.ts",
    "projectName": "server"
  },
  {
    "name": "the caches module (pglite) > listens on every channel a trigger notifies, and on no channel that no trigger notifies",
    "file": "/work/main/src/server/cache/caches.test.ts",
    "projectName": "server"
  },
  {
    "name": "the caches module (pglite) > names only tables whose triggers notify the channel it empties them by",
    "file": "/work/main/src/server/cache/caches.test.ts",
    "projectName": "server"
  },
  {
    "name": "the caches module (pglite) > drops an edited post's row and page by id, and the lists and search windows that hold posts",
    "file": "/work/main/src/server/cache/caches.test.ts",
    "projectName": "server"
  },
  {
    "name": "the caches module (pglite) > keeps another post's row when one post changes",
    "file": "/work/main/src/server/cache/caches.test.ts",
    "projectName": "server"
  },
  {
    "name": "the caches module (pglite) > empties the episode lists, search windows and the feeds' caches on a new episode",
    "file": "/work/main/src/server/cache/caches.test.ts",
    "projectName": "server"
  },
  {
    "name": "the caches module (pglite) > empties the feeds' caches when the channel's settings change",
    "file": "/work/main/src/server/cache/caches.test.ts",
    "projectName": "server"
  },
  {
    "name": "the caches module (pglite) > drops a member's progress of the kind that changed, and their sessions when the user changes",
    "file": "/work/main/src/server/cache/caches.test.ts",
    "projectName": "server"
  },
  {
    "name": "the storage sweep > removes old unreferenced files, keeps referenced and fresh ones, and reports missing files",
    "file": "/work/main/src/server/files/sweep.test.ts",
    "projectName": "server"
  },
  {
    "name": "rate limiter (pglite) > holds a subject for a fresh window, replacing the one before",
    "file": "/work/main/src/server/rate-limit/rate-limiter.test.ts",
    "projectName": "server"
  },
  {
    "name": "rate limiter (pglite) > purges ended windows and keeps live ones",
    "file": "/work/main/src/server/rate-limit/rate-limiter.test.ts",
    "projectName": "server"
  },
  {
    "name": "refuseRegisteredEmail (pglite) > refuses a registered address, whatever its case and surrounding spaces, with 422 USER_ALREADY_EXISTS",
    "file": "/work/main/src/server/auth/duplicate-account.test.ts",
    "projectName": "server"
  },
  {
    "name": "refuseRegisteredEmail (pglite) > turns a lost sign-up race into USER_ALREADY_EXISTS: a made-up user, or a failed insert for a registered address",
    "file": "/work/main/src/server/auth/duplicate-account.test.ts",
    "projectName": "server"
  },
  {
    "name": "refuseRegisteredEmail (pglite) > lets a new address through",
    "file": "/work/main/src/server/auth/duplicate-account.test.ts",
    "projectName": "server"
  },
  {
    "name": "delaySeconds > doubles from the first delay and stops at the cap",
    "file": "/work/main/src/server/auth/sign-in-guard.test.ts",
    "projectName": "server"
  },
  {
    "name": "sign-in guard (pglite) > stops a pair at its limit and an IP at its limit, each alone",
    "file": "/work/main/src/server/auth/sign-in-guard.test.ts",
    "projectName": "server"
  },
  {
    "name": "sign-in guard (pglite) > says when the per-e-mail threshold is reached, once, and delays unfamiliar addresses from then on",
    "file": "/work/main/src/server/auth/sign-in-guard.test.ts",
    "projectName": "server"
  },
  {
    "name": "limitPerRecipient (pglite) > sends each address its share and drops the rest silently, counting addresses case-blind",
    "file": "/work/main/src/server/mail/recipient-limit.test.ts",
    "projectName": "server"
  },
  {
    "name": "the web fonts' core files > are what scripts/subset-fonts.mjs writes from the installed Fontsource files",
    "file": "/work/main/scripts/subset-fonts.test.mjs",
    "projectName": "server"
  },
  {
    "name": "the web fonts' core files > split Fontsource's Latin range in two, the core and the rest, with no character in both",
    "file": "/work/main/scripts/subset-fonts.test.mjs",
    "projectName": "server"
  },
  {
    "name": "the web fonts' core files > writes code points as the shortest unicode-range runs",
    "file": "/work/main/scripts/subset-fonts.test.mjs",
    "projectName": "server"
  },
  {
    "name": "docs/api.md lists every registered route > reads a plausible number of rows, each route once",
    "file": "/work/main/src/server/http/api-docs.test.ts",
    "projectName": "server"
  },
  {
    "name": "docs/api.md lists every registered route > with a web build: every registered route is documented, and every documented route is registered",
    "file": "/work/main/src/server/http/api-docs.test.ts",
    "projectName": "server"
  },
  {
    "name": "docs/api.md lists every registered route > without a build: the routes under \"## Served only with a web build\" are exactly the ones missing",
    "file": "/work/main/src/server/http/api-docs.test.ts",
    "projectName": "server"
  },
  {
    "name": "docs/api.md lists every registered route > says who may call each route as the route declares it (public, signed-in or admin)",
    "file": "/work/main/src/server/http/api-docs.test.ts",
    "projectName": "server"
  },
  {
    "name": "the file registry > lists exactly the schema's file_key columns (media and transcripts)",
    "file": "/work/main/src/server/files/registry.test.ts",
    "projectName": "server"
  },
  {
    "name": "prerendered pages > sends a prerendered page for its path, query or not, with the site's share card and no caching",
    "file": "/work/main/src/server/http/prerendered.test.ts",
    "projectName": "server"
  },
  {
    "name": "prerendered pages > sends the empty shell for every other page, and the not-found status for an unknown path",
    "file": "/work/main/src/server/http/prerendered.test.ts",
    "projectName": "server"
  },
  {
    "name": "prerendered pages > sends each page compressed as the client accepts, the same HTML in every encoding",
    "file": "/work/main/src/server/http/prerendered.test.ts",
    "projectName": "server"
  },
  {
    "name": "prerendered pages > sends the build's compressed copy of a script to a browser that accepts it, the file itself to one that does not",
    "file": "/work/main/src/server/http/prerendered.test.ts",
    "projectName": "server"
  },
  {
    "name": "backup tables > cover every table of the schema, or skip it on purpose",
    "file": "/work/main/src/server/backup/backup.test.ts",
    "projectName": "server"
  },
  {
    "name": "backup and restore on pglite > round-trips every row and every file, and the restored site works",
    "file": "/work/main/src/server/backup/backup.test.ts",
    "projectName": "server"
  },
  {
    "name": "backup and restore on pglite > refuses a non-empty target, a damaged file and another schema, leaving the target as it was",
    "file": "/work/main/src/server/backup/backup.test.ts",
    "projectName": "server"
  },
  {
    "name": "moving a site > copies the embedded site's rows and files into an empty pglite site",
    "file": "/work/main/src/server/backup/backup.test.ts",
    "projectName": "server"
  },
  {
    "name": "PDF text extraction > reads every page's words, whitespace made single spaces",
    "file": "/work/main/src/server/uploads/pdf-text.test.ts",
    "projectName": "server"
  },
  {
    "name": "PDF text extraction > gives a reason, never words or an exception, for a file it cannot read",
    "file": "/work/main/src/server/uploads/pdf-text.test.ts",
    "projectName": "server"
  },
  {
    "name": "PDF text extraction > stops a slow read at the time limit",
    "file": "/work/main/src/server/uploads/pdf-text.test.ts",
    "projectName": "server"
  },
  {
    "name": "PDF text extraction > reads the first pages only",
    "file": "/work/main/src/server/uploads/pdf-text.test.ts",
    "projectName": "server"
  },
  {
    "name": "PDF text extraction > takes out control characters and caps the text on a character boundary",
    "file": "/work/main/src/server/uploads/pdf-text.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > puts a stream and reads it back whole, with size and type",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > reads inclusive byte ranges and reports the whole size",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > reports missing keys",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > deletes",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > lists every stored key",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > refuses the key \"../escape.mp3\"",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > refuses the key \"a/../../escape\"",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > refuses the key \"/etc/passwd\"",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > refuses the key \"a//b\"",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > refuses the key \"a/./b\"",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > refuses the key \".hidden\"",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > refuses the key \"a\\\\b\"",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > refuses the key \"a/b\\u0000c\"",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > refuses the key \"\"",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > refuses the key \"x/ y\"",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > stores nothing when the stream is over the limit or fails midway",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > never replaces an existing object with a failed upload",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "LocalStorage > takes the type from the key's extension when none is given",
    "file": "/work/main/src/server/storage/local.test.ts",
    "projectName": "server"
  },
  {
    "name": "DATA_DIR lock > lets one holder in and tells a second who holds it",
    "file": "/work/main/src/server/db/lock.test.ts",
    "projectName": "server"
  },
  {
    "name": "DATA_DIR lock > takes over a lock left by a process that died",
    "file": "/work/main/src/server/db/lock.test.ts",
    "projectName": "server"
  },
  {
    "name": "DATA_DIR lock > keeps the lock file private to its owner",
    "file": "/work/main/src/server/db/lock.test.ts",
    "projectName": "server"
  },
  {
    "name": "the dev outbox > writes a message whose links read whole with cat, and logs each link on its own line",
    "file": "/work/main/src/server/mail/mailer.test.ts",
    "projectName": "server"
  },
  {
    "name": "criticalStyles > puts the rules the page uses and every font face in place of the stylesheet's link, read once",
    "file": "/work/main/src/shared/rendered-shell.test.ts",
    "projectName": "server"
  },
  {
    "name": "criticalStyles > lets no rule end the style element, and writes '$' as it is",
    "file": "/work/main/src/shared/rendered-shell.test.ts",
    "projectName": "server"
  },
  {
    "name": "criticalStyles > leaves a page as it is when index.html links no built stylesheet",
    "file": "/work/main/src/shared/rendered-shell.test.ts",
    "projectName": "server"
  },
  {
    "name": "renderedShell > takes out the entry script and its preloads and puts the loader that asks for them at the end of the body",
    "file": "/work/main/src/shared/rendered-shell.test.ts",
    "projectName": "server"
  },
  {
    "name": "renderedShell > loads the stylesheet and the chunks once the page has painted, and the entry once the stylesheet is in",
    "file": "/work/main/src/shared/rendered-shell.test.ts",
    "projectName": "server"
  },
  {
    "name": "renderedShell > loads at once when no paint will come or none is reported",
    "file": "/work/main/src/shared/rendered-shell.test.ts",
    "projectName": "server"
  },
  {
    "name": "renderedShell > leaves a page with no built entry script as it is",
    "file": "/work/main/src/shared/rendered-shell.test.ts",
    "projectName": "server"
  },
  {
    "name": "plainTextExcerpt > keeps a short text whole, without syntax and without an ellipsis",
    "file": "/work/main/src/shared/excerpt.test.ts",
    "projectName": "server"
  },
  {
    "name": "plainTextExcerpt > ends a long text at a word boundary with an ellipsis, within the description length",
    "file": "/work/main/src/shared/excerpt.test.ts",
    "projectName": "server"
  },
  {
    "name": "plainTextExcerpt > separates table cells, list items and blocks with spaces",
    "file": "/work/main/src/shared/excerpt.test.ts",
    "projectName": "server"
  },
  {
    "name": "plainTextExcerpt > turns a hard line break into a space and leaves out images and raw HTML",
    "file": "/work/main/src/shared/excerpt.test.ts",
    "projectName": "server"
  },
  {
    "name": "shortenAtWord > cuts mid-word only for a word longer than most of the room",
    "file": "/work/main/src/shared/excerpt.test.ts",
    "projectName": "server"
  },
  {
    "name": "shortenAtWord > drops punctuation before the ellipsis and never splits an emoji",
    "file": "/work/main/src/shared/excerpt.test.ts",
    "projectName": "server"
  },
  {
    "name": "refuseCommonPassword > refuses passwords on the common list, whatever their case, with 400 PASSWORD_TOO_COMMON",
    "file": "/work/main/src/server/auth/password-policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "refuseCommonPassword > lets uncommon passwords and non-strings through (Better Auth answers those)",
    "file": "/work/main/src/server/auth/password-policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "WebVTT > reads cues, ids, settings and skips NOTE and STYLE blocks",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "WebVTT > accepts a byte order mark and CRLF line ends",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "WebVTT > refuses a missing or wrong header",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "WebVTT > refuses bad timestamps with the line that has them",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "WebVTT > refuses a cue that ends before it starts, or ends when it starts",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "WebVTT > refuses a block that is not a cue, a missing blank line between cues, and a file without cues",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "WebVTT > sorts cues by start time",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "SubRip > is converted to WebVTT, keeping i/b/u and dropping font tags and {\\an8} overrides",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "SubRip > refuses malformed timestamps and blocks without a timing",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "cue text > keeps WebVTT's voice, class, language, ruby and timestamp tags and strips every HTML tag",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "cue text > escapes stray ampersands and angle brackets, and keeps entities",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "cue text > plain text has no markup and decoded entities",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "cue text > whatever the input, the cleaned text has no tag outside WebVTT's own and no '-->'",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "encoding and size > accepts UTF-8 with or without a byte order mark",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "encoding and size > refuses a legacy encoding (Windows-1252 é), UTF-16, binary and empty files",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "times > formats with hours and milliseconds",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "times > round-trips: parsing what toVtt wrote gives the same cues",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "times > finds the cue being spoken, and none in gaps",
    "file": "/work/main/src/shared/transcript.test.ts",
    "projectName": "server"
  },
  {
    "name": "fromAuthApiError > keeps a 429's Retry-After, in either spelling of the header",
    "file": "/work/main/src/server/auth/auth-error.test.ts",
    "projectName": "server"
  },
  {
    "name": "fromAuthApiError > gives a 429 without a Retry-After the one-minute default",
    "file": "/work/main/src/server/auth/auth-error.test.ts",
    "projectName": "server"
  },
  {
    "name": "fromAuthApiError > adds no Retry-After to other refusals and passes a 5xx through",
    "file": "/work/main/src/server/auth/auth-error.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > reads \"handoff at shift change\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > reads \"leadership -corporate\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > reads \"\\\"chain of command\\\"\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > reads \"debrief or handoff\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > reads \"-debrief\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > reads \"-\\\"shift change\\\" leaders\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > reads \"o'neil's\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > reads \"the\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > reads a quoted or escaped lexeme",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"handoff at shift change\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"\\\"chain of command\\\"\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"\\\"after action review\\\" debrief\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"\\\"shift-change handoff\\\"\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"\\\"state of the art\\\"\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"\\\"convoy of all the escorts\\\"\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"a phrase with a far gap\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"\\\"chain of command\\\" \\\"span of control\\\"\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"\\\"chain of command\\\" or leader\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"\\\"a b\\\" or \\\"c d\\\"\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"-\\\"chain of command\\\" leader\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"\\\"x y\\\" (c or d) grouped\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"a same-place pair\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > requires the word pairs of \"quotes and backslashes\"",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "queryShape > writes pairs as a tsquery of their hashes",
    "file": "/work/main/src/server/modules/search/query-shape.test.ts",
    "projectName": "server"
  },
  {
    "name": "loadConfig > has working defaults for the embedded setup",
    "file": "/work/main/src/server/config.test.ts",
    "projectName": "server"
  },
  {
    "name": "loadConfig > treats an https PUBLIC_URL as secure and reads S3 settings",
    "file": "/work/main/src/server/config.test.ts",
    "projectName": "server"
  },
  {
    "name": "loadConfig > refuses bad values with a message naming the variable",
    "file": "/work/main/src/server/config.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > for a visitor > shows public content whole",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > for a visitor > shows members-only content as its title only",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > for a visitor > never shows a stored file's name, size or key",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > for a member > shows public content whole",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > for a member > shows members-only content whole",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > for a member > never shows a stored file's name, size or key",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > for a admin > shows public content whole",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > for a admin > shows members-only content whole",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > for a admin > shows the stored file's name and size",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > shows drafts and scheduled records and their files to admins only (visitor)",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > shows drafts and scheduled records and their files to admins only (member)",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > shows drafts and scheduled records and their files to admins only (admin)",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > previews a shared link with the description only when a visitor may read the record",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "the access policy > names an old row's file by its key when no name was kept",
    "file": "/work/main/src/server/access/policy.test.ts",
    "projectName": "server"
  },
  {
    "name": "ReadCache > lets callers who miss at the same moment share one load",
    "file": "/work/main/src/server/cache/read-cache.test.ts",
    "projectName": "server"
  },
  {
    "name": "ReadCache > gives a caller after a removal a fresh load, not the one under way",
    "file": "/work/main/src/server/cache/read-cache.test.ts",
    "projectName": "server"
  },
  {
    "name": "ReadCache > treats keys its keyOf spells alike as one, for reads and removals",
    "file": "/work/main/src/server/cache/read-cache.test.ts",
    "projectName": "server"
  },
  {
    "name": "ReadCache > bounds the entries' total size when given one",
    "file": "/work/main/src/server/cache/read-cache.test.ts",
    "projectName": "server"
  },
  {
    "name": "plainText > refuses every C0 control character but tab, line feed and carriage return",
    "file": "/work/main/src/shared/text.test.ts",
    "projectName": "server"
  },
  {
    "name": "plainText > keeps ordinary text: non-Latin letters, emoji, tabs and line breaks",
    "file": "/work/main/src/shared/text.test.ts",
    "projectName": "server"
  },
  {
    "name": "plainText > names the field when it is missing or not a string",
    "file": "/work/main/src/shared/text.test.ts",
    "projectName": "server"
  },
  {
    "name": "emailText > trims, checks the form and refuses control characters",
    "file": "/work/main/src/shared/text.test.ts",
    "projectName": "server"
  },
  {
    "name": "storage keys > follow {owner}/{label-}{timestamp}-{random}.{ext} and never repeat",
    "file": "/work/main/src/server/files/keys.test.ts",
    "projectName": "server"
  },
  {
    "name": "storage keys > refuse an owner that would escape the storage root",
    "file": "/work/main/src/server/files/keys.test.ts",
    "projectName": "server"
  },
  {
    "name": "original file names > \"worksheet.pdf\" is kept as \"worksheet.pdf\"",
    "file": "/work/main/src/server/files/keys.test.ts",
    "projectName": "server"
  },
  {
    "name": "original file names > \"C:\\\\Users\\\\me\\\\Card v3.pdf\" is kept as \"Card v3.pdf\"",
    "file": "/work/main/src/server/files/keys.test.ts",
    "projectName": "server"
  },
  {
    "name": "original file names > \"../../etc/passwd\" is kept as \"passwd\"",
    "file": "/work/main/src/server/files/keys.test.ts",
    "projectName": "server"
  },
  {
    "name": "original file names > \"a\\u0000b\\nc‮gpj.exe\" is kept as \"a b c gpj.exe\"",
    "file": "/work/main/src/server/files/keys.test.ts",
    "projectName": "server"
  },
  {
    "name": "original file names > \"été.mp3\" is kept as \"été.mp3\"",
    "file": "/work/main/src/server/files/keys.test.ts",
    "projectName": "server"
  },
  {
    "name": "original file names > \"\" is kept as null",
    "file": "/work/main/src/server/files/keys.test.ts",
    "projectName": "server"
  },
  {
    "name": "original file names > undefined is kept as null",
    "file": "/work/main/src/server/files/keys.test.ts",
    "projectName": "server"
  },
  {
    "name": "original file names > \"..\" is kept as null",
    "file": "/work/main/src/server/files/keys.test.ts",
    "projectName": "server"
  },
  {
    "name": "original file names > \"  \\t \" is kept as null",
    "file": "/work/main/src/server/files/keys.test.ts",
    "projectName": "server"
  },
  {
    "name": "original file names > are cut to 200 characters, keeping the extension",
    "file": "/work/main/src/server/files/keys.test.ts",
    "projectName": "server"
  },
  {
    "name": "paths > recognises every page route and nothing else",
    "file": "/work/main/src/shared/paths.test.ts",
    "projectName": "server"
  },
  {
    "name": "paths > builds links with encoded ids",
    "file": "/work/main/src/shared/paths.test.ts",
    "projectName": "server"
  },
  {
    "name": "paths > puts Better Auth's endpoints under its base path",
    "file": "/work/main/src/shared/paths.test.ts",
    "projectName": "server"
  },
  {
    "name": "MarkdownContent > names each task-list box after its item's own words",
    "file": "/work/main/src/web/components/content/markdown.test.tsx",
    "projectName": "web"
  },
  {
    "name": "MarkdownContent > drops an image with a javascript: address and keeps its alt text as text",
    "file": "/work/main/src/web/components/content/markdown.test.tsx",
    "projectName": "web"
  },
  {
    "name": "MarkdownContent > keeps an image with a safe address",
    "file": "/work/main/src/web/components/content/markdown.test.tsx",
    "projectName": "web"
  },
  {
    "name": "MarkdownContent > puts a table in a keyboard-scrollable box of its own",
    "file": "/work/main/src/web/components/content/markdown.test.tsx",
    "projectName": "web"
  },
  {
    "name": "MarkdownContent > keeps single line breaks when asked (text items), and only then",
    "file": "/work/main/src/web/components/content/markdown.test.tsx",
    "projectName": "web"
  },
  {
    "name": "MarkdownContent > taking over a page the server rendered > keeps the server's HTML instead of rendering the markdown again, without a hydration error",
    "file": "/work/main/src/web/components/content/markdown.test.tsx",
    "projectName": "web"
  },
  {
    "name": "MarkdownContent > taking over a page the server rendered > renders from the markdown once the text changes",
    "file": "/work/main/src/web/components/content/markdown.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button default default renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button default sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button default lg renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button default icon renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button outline default renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button outline sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button outline lg renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button outline icon renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button ghost default renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button ghost sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button ghost lg renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button ghost icon renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button quiet default renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button quiet sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button quiet lg renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button quiet icon renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button ghostDestructive default renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button ghostDestructive sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button ghostDestructive lg renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button ghostDestructive icon renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button destructive default renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button destructive sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button destructive lg renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Button destructive icon renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Input compact=false onSurface=false base renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Input compact=false onSurface=false sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Input compact=false onSurface=true base renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Input compact=false onSurface=true sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Input compact=true onSurface=false base renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Input compact=true onSurface=false sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Input compact=true onSurface=true base renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Input compact=true onSurface=true sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Textarea sm base renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Textarea sm sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Textarea md base renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Textarea md sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Textarea lg base renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Textarea lg sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > NativeSelect renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > NativeSelect compact renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Badge accent renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Badge neutral renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Badge destructive renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > LoadMore sm renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > LoadMore default renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Progress thin=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Progress thin=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > StatusText compact=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > StatusText compact=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > PageContainer 2xl roomy=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > PageContainer 2xl roomy=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > PageContainer 3xl roomy=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > PageContainer 3xl roomy=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > PageContainer 4xl roomy=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > PageContainer 4xl roomy=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > PageContainer 5xl roomy=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > PageContainer 5xl roomy=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=false title md description sm stacked=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=false title md description sm stacked=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=false title md description base stacked=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=false title md description base stacked=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=false title lg description sm stacked=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=false title lg description sm stacked=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=false title lg description base stacked=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=false title lg description base stacked=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=false title xl description sm stacked=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=false title xl description sm stacked=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=false title xl description base stacked=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=false title xl description base stacked=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=true title md description sm stacked=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=true title md description sm stacked=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=true title md description base stacked=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=true title md description base stacked=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=true title lg description sm stacked=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=true title lg description sm stacked=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=true title lg description base stacked=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=true title lg description base stacked=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=true title xl description sm stacked=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=true title xl description sm stacked=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=true title xl description base stacked=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Card spacious=true title xl description base stacked=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Tabs columns=2 compact=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Tabs columns=2 compact=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Tabs columns=3 compact=false renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > Tabs columns=3 compact=true renders with no conflicting classes",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "component options > a caller overriding one of a component's classes is refused, not silently lost",
    "file": "/work/main/src/web/components/ui/options.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useUrlSearch > puts the typed search in the URL once typing pauses",
    "file": "/work/main/src/web/lib/use-url-search.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useUrlSearch > follows the URL when it changes from outside: a link to the bare list clears the field for good",
    "file": "/work/main/src/web/lib/use-url-search.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PostForm and revisions > sends the revision it opened as baseRevision",
    "file": "/work/main/src/web/features/admin-content/components/posts/post-form-revisions.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PostForm and revisions > a new post sends no baseRevision",
    "file": "/work/main/src/web/features/admin-content/components/posts/post-form-revisions.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PostForm and revisions > a refused save shows the server's message and keeps the typed words in the form and on this device",
    "file": "/work/main/src/web/features/admin-content/components/posts/post-form-revisions.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PostForm and revisions > autosaves an edited draft five seconds after typing stops, each save standing on the revision the last one made",
    "file": "/work/main/src/web/features/admin-content/components/posts/post-form-revisions.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PostForm and revisions > does not autosave a published post, or a draft the admin is about to publish",
    "file": "/work/main/src/web/features/admin-content/components/posts/post-form-revisions.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PostForm and revisions > offers words kept on this device when the form opens, and Restore puts them in the form",
    "file": "/work/main/src/web/features/admin-content/components/posts/post-form-revisions.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PostForm and revisions > Discard drops the kept words",
    "file": "/work/main/src/web/features/admin-content/components/posts/post-form-revisions.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PublicationField in the post form > publishes now by default; Schedule asks for a release time in the admin's zone and sends it as an ISO instant",
    "file": "/work/main/src/web/features/admin-content/components/publication-field.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PublicationField in the post form > sends a draft without a time",
    "file": "/work/main/src/web/features/admin-content/components/publication-field.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PublicationField in the post form > preloads an edited record's status and its release time in the admin's zone",
    "file": "/work/main/src/web/features/admin-content/components/publication-field.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PublicationField in the post form > asks before publishing a time that has passed: declined sends nothing, confirmed publishes now",
    "file": "/work/main/src/web/features/admin-content/components/publication-field.test.tsx",
    "projectName": "web"
  },
  {
    "name": "ItemMedia for a text item > renders content_text as markdown, like a post, with its line breaks kept, once the renderer has loaded",
    "file": "/work/main/src/web/features/content/components/item-media.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useTabParam > shows the default tab without ?tab=",
    "file": "/work/main/src/web/lib/use-tab-param.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useTabParam > falls back to the default for an unknown ?tab=",
    "file": "/work/main/src/web/lib/use-tab-param.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useTabParam > opens on the tab named in the URL",
    "file": "/work/main/src/web/lib/use-tab-param.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useTabParam > puts the chosen tab in ?tab=, and leaves it out for the default",
    "file": "/work/main/src/web/lib/use-tab-param.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useTabParam > keeps other query parameters",
    "file": "/work/main/src/web/lib/use-tab-param.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useTabParam > ignores a value that is no tab",
    "file": "/work/main/src/web/lib/use-tab-param.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useTabParam > adds one history entry per change: choosing the chosen tab again adds none",
    "file": "/work/main/src/web/lib/use-tab-param.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useTabParam > follows back and forward",
    "file": "/work/main/src/web/lib/use-tab-param.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useTabParam > follows a navigation it did not make itself, such as a link",
    "file": "/work/main/src/web/lib/use-tab-param.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useTabParam > ends on the last of quick choices, in the tabs and the URL",
    "file": "/work/main/src/web/lib/use-tab-param.test.tsx",
    "projectName": "web"
  },
  {
    "name": "NavSearch > sends the words to the search page, with the query in the URL",
    "file": "/work/main/src/web/components/layout/nav-search.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PreviewLinks > lists the record's working links and opens the reader page as a member in a new tab",
    "file": "/work/main/src/web/features/admin-content/components/preview-links.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PreviewLinks > creates a link: its URL shown once in a read-only field, copied with a toast, and listed",
    "file": "/work/main/src/web/features/admin-content/components/preview-links.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PreviewLinks > revokes a link: DELETE, a toast, the list reloaded, and the URL shown for it gone",
    "file": "/work/main/src/web/features/admin-content/components/preview-links.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PreviewLinks > says so when a record has no working link",
    "file": "/work/main/src/web/features/admin-content/components/preview-links.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PreviewLinks > views as a visitor through a new link, in a tab opened by the click, cut off from this page",
    "file": "/work/main/src/web/features/admin-content/components/preview-links.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PreviewBanner > tells a preview link's reader the draft is unpublished and who can read it",
    "file": "/work/main/src/web/features/content/components/preview-banner.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PreviewBanner > says when a scheduled record is due, and that a visitor's view locks members-only content",
    "file": "/work/main/src/web/features/content/components/preview-banner.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PreviewBanner > is not there on an ordinary page",
    "file": "/work/main/src/web/features/content/components/preview-banner.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PreviewBanner > gives the likely reason when a preview link's record is not found",
    "file": "/work/main/src/web/features/content/components/preview-banner.test.tsx",
    "projectName": "web"
  },
  {
    "name": "AudioPlayer > says where it resumed, with the speed menu and the keyboard hint as its description",
    "file": "/work/main/src/web/components/player/audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "AudioPlayer > answers the shortcuts anywhere in it, leaving the sliders' and speed menu's arrows alone",
    "file": "/work/main/src/web/components/player/audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "RevisionHistory > is collapsed, and fetches nothing, until opened",
    "file": "/work/main/src/web/features/admin-content/components/revision-history.test.tsx",
    "projectName": "web"
  },
  {
    "name": "RevisionHistory > lists the saves newest first: revision, local date and time, who, and a mark on a refused save",
    "file": "/work/main/src/web/features/admin-content/components/revision-history.test.tsx",
    "projectName": "web"
  },
  {
    "name": "RevisionHistory > View shows the save's words read-only",
    "file": "/work/main/src/web/features/admin-content/components/revision-history.test.tsx",
    "projectName": "web"
  },
  {
    "name": "RevisionHistory > Restore asks first; declined sends nothing",
    "file": "/work/main/src/web/features/admin-content/components/revision-history.test.tsx",
    "projectName": "web"
  },
  {
    "name": "RevisionHistory > a confirmed restore posts, says so, hands the new revision to the tab and reloads the list",
    "file": "/work/main/src/web/features/admin-content/components/revision-history.test.tsx",
    "projectName": "web"
  },
  {
    "name": "RevisionHistory > reports a failed restore with the server's message",
    "file": "/work/main/src/web/features/admin-content/components/revision-history.test.tsx",
    "projectName": "web"
  },
  {
    "name": "a record read on a preview page > sends the page's token (and as=visitor) with the record's read",
    "file": "/work/main/src/web/api/preview-reads.test.tsx",
    "projectName": "web"
  },
  {
    "name": "a record read on a preview page > reads as usual without one",
    "file": "/work/main/src/web/api/preview-reads.test.tsx",
    "projectName": "web"
  },
  {
    "name": "a record read on a preview page > gives the item's file address the same token",
    "file": "/work/main/src/web/api/preview-reads.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useMarkRead on a preview page > marks nothing read for a signed-in member, and reads no progress",
    "file": "/work/main/src/web/api/preview-reads.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useMarkRead on a preview page > still marks a member's ordinary read",
    "file": "/work/main/src/web/api/preview-reads.test.tsx",
    "projectName": "web"
  },
  {
    "name": "ContentMeta's New mark > shows New on what was published after the member's previous visit only",
    "file": "/work/main/src/web/features/content/components/content-meta.test.tsx",
    "projectName": "web"
  },
  {
    "name": "PageDataScope > gives the server's data to the first page only, not after the reader moved on or came back",
    "file": "/work/main/src/web/lib/page-data.test.tsx",
    "projectName": "web"
  },
  {
    "name": "LoadMore > shows nothing when the list has no next page",
    "file": "/work/main/src/web/components/ui/load-more.test.tsx",
    "projectName": "web"
  },
  {
    "name": "LoadMore > loads the next page with the button, and is disabled while it comes",
    "file": "/work/main/src/web/components/ui/load-more.test.tsx",
    "projectName": "web"
  },
  {
    "name": "LoadMore > loads on scroll only when asked to, and not after a page failed",
    "file": "/work/main/src/web/components/ui/load-more.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer > streams the source, reading only its metadata until played",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer > is ready once the metadata has loaded, with the duration (an endless stream counts as 0)",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer > is ready at once when the metadata came before React listened",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer > reports a file that cannot be loaded as an error, and logs it",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer > plays and pauses, following the element's events",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer > lets one player play at a time: starting another pauses the first",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer > seeks within the file and skips by the given seconds, never past either end",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer > shows the time as playback moves",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer > sets the volume within 0 to 1, and turning it up unmutes",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer > unmutes with the mute toggle",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer with the member's memory > shows the saved position without seeking (no media fetched), and starts there on play",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer with the member's memory > takes a saved position that arrives late, but not one under 3 s, and a seek replaces it",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer with the member's memory > saves on pause and when it goes away, with keepalive for leaving; nothing before it has played",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer with the member's memory > saves every 15 s while playing",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer with the member's memory > plays at the member's speed, and reports a speed the member picks",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useAudioPlayer with the member's memory > starts over: back to 0, the note goes and the memory forgets",
    "file": "/work/main/src/web/components/player/use-audio-player.test.tsx",
    "projectName": "web"
  },
  {
    "name": "AuthCard > shows its title as the page's heading and links to the other form",
    "file": "/work/main/src/web/features/auth/components/auth-card.test.tsx",
    "projectName": "web"
  },
  {
    "name": "RequireAdmin > sends an admin who must turn on two-factor sign-in to /account#two-factor, with the toast",
    "file": "/work/main/src/web/features/auth/components/require-admin.test.tsx",
    "projectName": "web"
  },
  {
    "name": "RequireAdmin > opens the admin tools for an admin with nothing to set up",
    "file": "/work/main/src/web/features/auth/components/require-admin.test.tsx",
    "projectName": "web"
  },
  {
    "name": "RequireAdmin > sends a member to the dashboard",
    "file": "/work/main/src/web/features/auth/components/require-admin.test.tsx",
    "projectName": "web"
  },
  {
    "name": "StatusBadge > marks a draft, and a scheduled record with its release time in the reader's zone; nothing on a published one",
    "file": "/work/main/src/web/components/content/status-badge.test.tsx",
    "projectName": "web"
  },
  {
    "name": "FileField > is a labelled file input that names the chosen file",
    "file": "/work/main/src/web/features/admin-content/components/file-field.test.tsx",
    "projectName": "web"
  },
  {
    "name": "useEditMode > starts in create mode",
    "file": "/work/main/src/web/features/admin-content/lib/use-edit-mode.test.ts",
    "projectName": "web"
  },
  {
    "name": "useEditMode > loads the record, marks it loading meanwhile, then switches to edit mode with a new form key",
    "file": "/work/main/src/web/features/admin-content/lib/use-edit-mode.test.ts",
    "projectName": "web"
  },
  {
    "name": "useEditMode > keeps the last record asked for when an earlier load answers later",
    "file": "/work/main/src/web/features/admin-content/lib/use-edit-mode.test.ts",
    "projectName": "web"
  },
  {
    "name": "useEditMode > does not clear the loading mark of a newer load when an older one settles first",
    "file": "/work/main/src/web/features/admin-content/lib/use-edit-mode.test.ts",
    "projectName": "web"
  },
  {
    "name": "useEditMode > ignores a load that answers after the form was reset",
    "file": "/work/main/src/web/features/admin-content/lib/use-edit-mode.test.ts",
    "projectName": "web"
  },
  {
    "name": "useEditMode > reports a failed load with the list's error title, unless a newer load replaced it",
    "file": "/work/main/src/web/features/admin-content/lib/use-edit-mode.test.ts",
    "projectName": "web"
  },
  {
    "name": "useEditMode > cancel goes back to create mode and reloads the list",
    "file": "/work/main/src/web/features/admin-content/lib/use-edit-mode.test.ts",
    "projectName": "web"
  },
  {
    "name": "useEditMode > forget leaves edit mode only for the record in the form",
    "file": "/work/main/src/web/features/admin-content/lib/use-edit-mode.test.ts",
    "projectName": "web"
  },
  {
    "name": "useLocalCopy > writes nothing when a form opens, then the latest words at most once a second, with the revision they stand on",
    "file": "/work/main/src/web/features/admin-content/lib/use-local-copy.test.ts",
    "projectName": "web"
  },
  {
    "name": "useLocalCopy > drops the copy when the words go back to what the server has",
    "file": "/work/main/src/web/features/admin-content/lib/use-local-copy.test.ts",
    "projectName": "web"
  },
  {
    "name": "useLocalCopy > copies the last words at once when the page is hidden or the form closes",
    "file": "/work/main/src/web/features/admin-content/lib/use-local-copy.test.ts",
    "projectName": "web"
  },
  {
    "name": "useLocalCopy > offers a copy whose words differ from the record's, and restores it",
    "file": "/work/main/src/web/features/admin-content/lib/use-local-copy.test.ts",
    "projectName": "web"
  },
  {
    "name": "useLocalCopy > marks a copy typed over an older revision than the one opened",
    "file": "/work/main/src/web/features/admin-content/lib/use-local-copy.test.ts",
    "projectName": "web"
  },
  {
    "name": "useLocalCopy > offers nothing when the copy holds what the server has",
    "file": "/work/main/src/web/features/admin-content/lib/use-local-copy.test.ts",
    "projectName": "web"
  },
  {
    "name": "useLocalCopy > Discard drops the copy",
    "file": "/work/main/src/web/features/admin-content/lib/use-local-copy.test.ts",
    "projectName": "web"
  },
  {
    "name": "useLocalCopy > clears the copy after a save, and copies again what is typed after it, over the new revision",
    "file": "/work/main/src/web/features/admin-content/lib/use-local-copy.test.ts",
    "projectName": "web"
  },
  {
    "name": "useLocalCopy > keeps the words typed while a save was on its way",
    "file": "/work/main/src/web/features/admin-content/lib/use-local-copy.test.ts",
    "projectName": "web"
  },
  {
    "name": "useLocalCopy > ignores a copy it cannot read",
    "file": "/work/main/src/web/features/admin-content/lib/use-local-copy.test.ts",
    "projectName": "web"
  },
  {
    "name": "formatDate > writes the site's formats",
    "file": "/work/main/src/web/lib/format.test.ts",
    "projectName": "web"
  },
  {
    "name": "formatDate > takes a Date as well as an ISO string",
    "file": "/work/main/src/web/lib/format.test.ts",
    "projectName": "web"
  },
  {
    "name": "formatDate > writes the day formats as Intl does for en-US, in the reader's zone and in UTC, on every month and at day boundaries",
    "file": "/work/main/src/web/lib/format.test.ts",
    "projectName": "web"
  },
  {
    "name": "formatDate > writes a moment and its time with Intl",
    "file": "/work/main/src/web/lib/format.test.ts",
    "projectName": "web"
  },
  {
    "name": "formatDate > is empty for a date it cannot read",
    "file": "/work/main/src/web/lib/format.test.ts",
    "projectName": "web"
  },
  {
    "name": "dateOrNever > is the short date, or Never without one",
    "file": "/work/main/src/web/lib/format.test.ts",
    "projectName": "web"
  },
  {
    "name": "formatBytes > picks the unit",
    "file": "/work/main/src/web/lib/format.test.ts",
    "projectName": "web"
  },
  {
    "name": "useDraftAutosave > saves nothing when the form opens",
    "file": "/work/main/src/web/features/admin-content/lib/use-draft-autosave.test.ts",
    "projectName": "web"
  },
  {
    "name": "useDraftAutosave > saves the latest words five seconds after typing stops, and says when",
    "file": "/work/main/src/web/features/admin-content/lib/use-draft-autosave.test.ts",
    "projectName": "web"
  },
  {
    "name": "useDraftAutosave > shows Saving while the request runs, and sends nothing while the body is null",
    "file": "/work/main/src/web/features/admin-content/lib/use-draft-autosave.test.ts",
    "projectName": "web"
  },
  {
    "name": "useDraftAutosave > stops after a refusal because the record changed elsewhere, and shows the server's message",
    "file": "/work/main/src/web/features/admin-content/lib/use-draft-autosave.test.ts",
    "projectName": "web"
  },
  {
    "name": "useDraftAutosave > tries again with the next change after another failure",
    "file": "/work/main/src/web/features/admin-content/lib/use-draft-autosave.test.ts",
    "projectName": "web"
  },
  {
    "name": "useDraftAutosave > sends a waiting save with keepalive when the page is hidden, unless it is over the keepalive limit",
    "file": "/work/main/src/web/features/admin-content/lib/use-draft-autosave.test.ts",
    "projectName": "web"
  },
  {
    "name": "useDraftAutosave > settle lets a manual save wait for a running autosave, and saved stops the next one",
    "file": "/work/main/src/web/features/admin-content/lib/use-draft-autosave.test.ts",
    "projectName": "web"
  },
  {
    "name": "usePreviewQuery > reads the token and whom the page reads as from the address",
    "file": "/work/main/src/web/lib/preview.test.tsx",
    "projectName": "web"
  },
  {
    "name": "usePreviewQuery > is null without a token, whatever else the address says",
    "file": "/work/main/src/web/lib/preview.test.tsx",
    "projectName": "web"
  },
  {
    "name": "withPreview > leaves a URL alone when the page is no preview",
    "file": "/work/main/src/web/lib/preview.test.tsx",
    "projectName": "web"
  },
  {
    "name": "withPreview > adds the token, and as=visitor only for a visitor's view",
    "file": "/work/main/src/web/lib/preview.test.tsx",
    "projectName": "web"
  },
  {
    "name": "withPreview > joins a query the URL has already, and encodes the token",
    "file": "/work/main/src/web/lib/preview.test.tsx",
    "projectName": "web"
  },
  {
    "name": "previewKey > adds nothing to a query key without a preview, and tells a member's preview from a visitor's",
    "file": "/work/main/src/web/lib/preview.test.tsx",
    "projectName": "web"
  },
  {
    "name": "withPreviewUrls > gives the audio, file and transcript addresses the preview, and keeps missing ones missing",
    "file": "/work/main/src/web/lib/preview.test.tsx",
    "projectName": "web"
  },
  {
    "name": "withPreviewUrls > returns the same view when the page is no preview",
    "file": "/work/main/src/web/lib/preview.test.tsx",
    "projectName": "web"
  },
  {
    "name": "cn > joins class names as clsx does: conditions, arrays and objects, falsy parts left out",
    "file": "/work/main/src/web/lib/cn.test.ts",
    "projectName": "web"
  },
  {
    "name": "cn > keeps classes for different variants and refinements of a shorthand, which do not conflict",
    "file": "/work/main/src/web/lib/cn.test.ts",
    "projectName": "web"
  },
  {
    "name": "cn > lets a class be given twice",
    "file": "/work/main/src/web/lib/cn.test.ts",
    "projectName": "web"
  },
  {
    "name": "cn > refuses, in tests, two classes that set the same property, naming the one that would lose",
    "file": "/work/main/src/web/lib/cn.test.ts",
    "projectName": "web"
  },
  {
    "name": "uploadForm > sends the form with the session cookie and asks for JSON",
    "file": "/work/main/src/web/lib/upload.test.ts",
    "projectName": "web"
  },
  {
    "name": "uploadForm > reports the bytes sent, with total 0 when the browser cannot tell",
    "file": "/work/main/src/web/lib/upload.test.ts",
    "projectName": "web"
  },
  {
    "name": "uploadForm > resolves with the parsed JSON of a 2xx answer, and undefined for 204",
    "file": "/work/main/src/web/lib/upload.test.ts",
    "projectName": "web"
  },
  {
    "name": "uploadForm > rejects a refusal with the server's code and message",
    "file": "/work/main/src/web/lib/upload.test.ts",
    "projectName": "web"
  },
  {
    "name": "uploadForm > rejects an answer that is not the API's error shape with a generic message",
    "file": "/work/main/src/web/lib/upload.test.ts",
    "projectName": "web"
  },
  {
    "name": "uploadForm > rejects a network failure as status 0",
    "file": "/work/main/src/web/lib/upload.test.ts",
    "projectName": "web"
  },
  {
    "name": "uploadForm > aborts the request when the signal fires, and rejects with an AbortError",
    "file": "/work/main/src/web/lib/upload.test.ts",
    "projectName": "web"
  },
  {
    "name": "uploadForm > does not even open a request for a signal that has already fired",
    "file": "/work/main/src/web/lib/upload.test.ts",
    "projectName": "web"
  },
  {
    "name": "uploadForm > stops listening to the signal once the upload has finished",
    "file": "/work/main/src/web/lib/upload.test.ts",
    "projectName": "web"
  },
  {
    "name": "the release time's conversion > reads a datetime-local value in the admin's zone and sends it in UTC",
    "file": "/work/main/src/web/features/admin-content/lib/publication.test.ts",
    "projectName": "web"
  },
  {
    "name": "the release time's conversion > shows a stored instant as a datetime-local value in the admin's zone, seconds only when it has some",
    "file": "/work/main/src/web/features/admin-content/lib/publication.test.ts",
    "projectName": "web"
  },
  {
    "name": "publicationChoiceOf > publishes a new record now, and preloads a record's own status and scheduled time",
    "file": "/work/main/src/web/features/admin-content/lib/publication.test.ts",
    "projectName": "web"
  },
  {
    "name": "publicationToSend > sends the status alone for now and draft, and a future time as an ISO instant",
    "file": "/work/main/src/web/features/admin-content/lib/publication.test.ts",
    "projectName": "web"
  },
  {
    "name": "publicationToSend > asks before publishing a time that has passed, and sends nothing when declined",
    "file": "/work/main/src/web/features/admin-content/lib/publication.test.ts",
    "projectName": "web"
  },
  {
    "name": "the multipart forms > send status and publishAt as text fields, and no publishAt when there is none",
    "file": "/work/main/src/web/features/admin-content/lib/publication.test.ts",
    "projectName": "web"
  },
  {
    "name": "pagedListQueryOptions > sends the parameters that have a value",
    "file": "/work/main/src/web/api/paged-list.test.ts",
    "projectName": "web"
  },
  {
    "name": "pagedListQueryOptions > leaves out a blank search and an unchosen filter",
    "file": "/work/main/src/web/api/paged-list.test.ts",
    "projectName": "web"
  },
  {
    "name": "authErrorMessage > is the server's message when it sent one",
    "file": "/work/main/src/web/lib/feedback.test.ts",
    "projectName": "web"
  },
  {
    "name": "authErrorMessage > says to wait when a refusal for too many attempts came without words",
    "file": "/work/main/src/web/lib/feedback.test.ts",
    "projectName": "web"
  },
  {
    "name": "authErrorMessage > is the spec's generic line otherwise",
    "file": "/work/main/src/web/lib/feedback.test.ts",
    "projectName": "web"
  },
  {
    "name": "firstIssue > is the schema's first complaint",
    "file": "/work/main/src/web/lib/feedback.test.ts",
    "projectName": "web"
  }
]