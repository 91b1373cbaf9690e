import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";

import type { Creator } from "../shared/site.js";
import { registerRouteAccess } from "./access/route-access.js";
import type { Auth } from "./auth/auth.js";
import { trustedOrigins } from "./auth/origins.js";
import { authRoutes } from "./auth/routes.js";
import { resolveAuthSecret } from "./auth/secret.js";
import { SessionCache, type CachedSession } from "./auth/session-cache.js";
import { defineBackgroundWork, type Work } from "./background.js";
import { openCaches, type Caches } from "./cache/caches.js";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/client.js";
import { registerOriginCheck } from "./http/csrf.js";
import { loggableError } from "./http/db-errors.js";
import { registerErrorHandling } from "./http/error-handler.js";
import { loadBodyRenderer } from "./http/page-render.js";
import type { PrecompressedPage } from "./http/precompressed.js";
import { registerReadYourWrites } from "./http/read-your-writes.js";
import { RequestLog } from "./http/request-log.js";
import { isApiRequest } from "./http/routed-path.js";
import { registerSecurityHeaders } from "./http/security.js";
import { builtInlineScripts, registerSpa } from "./http/spa.js";
import { registerBodyDeadline, serverTimeouts } from "./http/timeouts.js";
import { Jobs } from "./jobs/jobs.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
import { accountRoutes } from "./modules/account/routes.js";
import { activityRoutes } from "./modules/activity/routes.js";
import { createAnalyticsCounter, type AnalyticsCounter } from "./modules/analytics/counter.js";
import { analyticsRoutes } from "./modules/analytics/routes.js";
import { assignmentRoutes } from "./modules/assignments/routes.js";
import { authorRoutes } from "./modules/authors/routes.js";
import { certificateRoutes } from "./modules/certificates/routes.js";
import { contactRoutes } from "./modules/contact/routes.js";
import { contentItemRoutes } from "./modules/content-items/routes.js";
import type { ItemListRow } from "./modules/content-items/service.js";
import type { FeedVersion } from "./modules/feeds/episodes.js";
import { feedRoutes } from "./modules/feeds/routes.js";
import { healthRoutes } from "./modules/health/routes.js";
import { imageRoutes } from "./modules/images/routes.js";
import type { KeptImage } from "./modules/images/service.js";
import { inboxRoutes } from "./modules/inbox/routes.js";
import { jobRoutes } from "./modules/jobs/routes.js";
import { libraryRoutes } from "./modules/library/routes.js";
import { meRoutes } from "./modules/me/routes.js";
import { memberRoutes } from "./modules/members/routes.js";
import { newsletterAdminRoutes } from "./modules/newsletter/admin/routes.js";
import { newsletterRoutes } from "./modules/newsletter/routes.js";
import { orgRoutes } from "./modules/orgs/routes.js";
import { recordPageRoutes, sitePageRoutes } from "./modules/pages/routes.js";
import { podcastRoutes } from "./modules/podcasts/routes.js";
import type { PodcastListRow } from "./modules/podcasts/service.js";
import { postRoutes } from "./modules/posts/routes.js";
import type { KeptPostRow, PostListRow } from "./modules/posts/service.js";
import { preferencesRoutes } from "./modules/preferences/routes.js";
import { previewRoutes } from "./modules/previews/routes.js";
import type { KeptProgress, ListPage } from "./modules/progress/list-progress.js";
import { progressRoutes } from "./modules/progress/routes.js";
import { revisionRoutes } from "./modules/revisions/routes.js";
import type { WindowStarts } from "./modules/search/matches.js";
import { searchRoutes } from "./modules/search/routes.js";
import { seriesRoutes } from "./modules/series/routes.js";
import type { KeptSeries } from "./modules/series/service.js";
import { siteRoutes } from "./modules/site/routes.js";
import { sitemapRoutes } from "./modules/sitemap/routes.js";
import { ssoRoutes } from "./modules/sso/routes.js";
import { tagRoutes } from "./modules/tags/routes.js";
import { trainingRecordRoutes } from "./modules/training-record/routes.js";
import { transcriptRoutes } from "./modules/transcripts/routes.js";
import type { Storage } from "./storage/index.js";

// Every route schema is zod, so Fastify's JSON-schema compilers (ajv,
// fast-json-stringify) would never run: these factories keep Fastify from
// loading them (about 50 ms of start-up). Fastify's types describe the
// factories in ajv's terms, hence the cast.
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]>;

/** Every in-memory cache (cache/caches.ts), with the types of what the modules keep in them. */
export type AppCaches = Caches<{
  session: CachedSession;
  postRow: KeptPostRow;
  recordPage: PrecompressedPage;
  postListPage: ListPage<PostListRow>;
  episodeListPage: ListPage<PodcastListRow>;
  itemListPage: ListPage<ItemListRow>;
  memberProgress: KeptProgress;
  searchWindows: WindowStarts;
  feedVersion: FeedVersion;
  feedXml: { xml: string };
  imageReaders: KeptImage;
  siteCreator: Creator;
  series: KeptSeries;
  seriesOfRecord: { seriesId: string | null };
  tagList: { tags: string[] };
}>;

/** What routes need from the outside world; tests build it with their own database. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  storage: Storage;
  /** The site's secret (AUTH_SECRET or the one generated into DATA_DIR); feed tokens are derived from it. */
  secret: string;
  /** Better Auth, built on first use (or by the warm-up right after listen): it is slow to load. */
  getAuth: () => Promise<Auth>;
  mailer: Mailer;
  /** Usage counts, kept in memory and written in batches (docs/decisions/039). */
  analytics: AnalyticsCounter;
  /** Every in-memory cache, emptied by the database's change notices (docs/decisions/026). */
  caches: AppCaches;
  /** Signed-in users by session cookie (caches.sessions). */
  sessionCache: SessionCache;
  /** Work outside requests (docs/architecture/jobs.md): started by the server after it listens, stopped before the database closes. */
  jobs: Jobs;
  /** The jobs request handlers send. */
  work: Work;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

interface BuildOptions {
  logger?: FastifyServerOptions["logger"];
}

/** Builds the whole HTTP app without listening, so tests can use `app.inject`. */
export async function buildApp(deps: Pick<AppDeps, "config" | "database" | "storage">, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per answered request instead of Fastify's two (http/request-log.ts).
    logController: new RequestLog(),
    trustProxy: deps.config.trustProxy,
    // Finish in-flight requests on close; answer new ones on open
    // keep-alive connections with 503 (Fastify's return503OnClosing).
    return503OnClosing: true,
    forceCloseConnections: "idle",
    schemaController: { compilersFactory: zodCompilers },
    ...serverTimeouts(deps.config.timeouts),
  }).withTypeProvider<ZodTypeProvider>();

  const { config, database } = deps;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log: app.log, dkim: config.dkim });
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  let auth: Promise<Auth> | undefined;
  const getAuth = () =>
    (auth ??= import("./auth/auth.js").then((m) =>
      m.createAuth({ config, db: database.db, mailer, secret, log: app.log, heldNotices: work.securityNotices, certify: work.assignmentCertify }),
    ));
  const analytics = createAnalyticsCounter(database.db, {
    secret,
    flushMs: config.analyticsFlushMs,
    onError: (error) => app.log.error({ error: loggableError(error) }, "analytics counts not written; kept for the next try"),
  });
  const jobs = new Jobs(database.db, app.log, config.jobs);
  const work = defineBackgroundWork(jobs, {
    database,
    storage: deps.storage,
    mailer,
    analytics,
    log: app.log,
    origin: trustedOrigins(config)[0]!,
    secret,
    newsletterRatePerSecond: config.newsletter.ratePerSecond,
    analyticsFlushMs: config.analyticsFlushMs,
    bodyRenderer: () => loadBodyRenderer(config.webDir),
  });
  const caches: AppCaches = await openCaches(database.notifications);
  const sessionCache = new SessionCache(caches.sessions);
  registerReadYourWrites(app, database.notifications);
  app.decorate("deps", { ...deps, db: database.db, secret, getAuth, mailer, analytics, caches, sessionCache, jobs, work });
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);
  app.addHook("onClose", async () => mailer.close());
  // Idempotent: the server stops the jobs earlier, before it closes the database (server.ts).
  app.addHook("onClose", async () => jobs.stop(config.shutdownTimeoutMs / 2));
  // Counts left in memory are written when the app closes (close() is idempotent; server.ts also calls it before it closes the database).
  app.addHook("onClose", async () =>
    analytics.close().catch((error: unknown) => app.log.error({ error: loggableError(error) }, "analytics counts lost at shutdown")),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerBodyDeadline(app, config.timeouts.requestMs);
  registerRouteAccess(app);

  registerSecurityHeaders(app, config.secure, await deps.storage.directDownloadOrigin(), builtInlineScripts(config.webDir));
  // API answers are per member and change often: never cached unless a route says otherwise.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (isApiRequest(request) && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    done(null, payload);
  });
  registerOriginCheck(app, trustedOrigins(config));
  await app.register(compress, { global: true, threshold: 1024 });

  await app.register(multipart, {
    // Our own byte counter enforces MAX_UPLOAD_MB while streaming (storage.put);
    // this limit is one byte above it so multipart never silently truncates.
    // Two files: the media file and its transcript (uploads/transcript.ts).
    limits: { files: 2, fields: 12, fieldSize: 1024 * 1024, fileSize: config.maxUploadBytes + 1, parts: 14 },
  });
  await app.register(healthRoutes);
  await app.register(contactRoutes);
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(accountRoutes);
  await app.register(postRoutes);
  await app.register(podcastRoutes);
  await app.register(contentItemRoutes);
  await app.register(imageRoutes);
  await app.register(feedRoutes);
  await app.register(sitemapRoutes);
  await app.register(searchRoutes);
  await app.register(libraryRoutes);
  await app.register(transcriptRoutes);
  await app.register(progressRoutes);
  await app.register(inboxRoutes);
  await app.register(memberRoutes);
  await app.register(preferencesRoutes);
  await app.register(activityRoutes);
  await app.register(analyticsRoutes);
  await app.register(jobRoutes);
  await app.register(previewRoutes);
  await app.register(revisionRoutes);
  await app.register(newsletterRoutes);
  await app.register(newsletterAdminRoutes);
  await app.register(certificateRoutes);
  await app.register(assignmentRoutes);
  await app.register(orgRoutes);
  await app.register(ssoRoutes);
  await app.register(trainingRecordRoutes);
  await app.register(siteRoutes);
  await app.register(authorRoutes);
  await app.register(seriesRoutes);
  await app.register(tagRoutes);

  if (await registerSpa(app, config.webDir, config.publicUrl)) {
    await app.register(recordPageRoutes);
    await app.register(sitePageRoutes);
  }
  return app;
}
