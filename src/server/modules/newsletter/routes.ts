import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  announcementCreatedSchema,
  announcementInputSchema,
  confirmedSchema,
  confirmInputSchema,
  memberSubscriptionInputSchema,
  NEWSLETTER_MESSAGES,
  newsletterApiPaths,
  preferencesInputSchema,
  signedLinkQuerySchema,
  subscribeInputSchema,
  subscriptionSchema,
} from "../../../shared/newsletter.js";
import { paths } from "../../../shared/paths.js";
import { trustedOrigins } from "../../auth/origins.js";
import { hit } from "../../rate-limit/rate-limiter.js";
import { createAnnouncement } from "./announcements.js";
import {
  confirm,
  memberSubscription,
  savePreferencesByLink,
  setMemberSubscription,
  subscribe,
  subscriptionByLink,
  unsubscribeByLink,
  type SubscribeDeps,
} from "./subscribers.js";

const TEN_MINUTES = 10 * 60 * 1000;
const subscription = { 200: subscriptionSchema };

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, secret } = app.deps;
  const deps: SubscribeDeps = { mail: app.deps.work.mail, origin: trustedOrigins(config)[0]! };

  // 202 whatever the address's state (new, pending, active, unsubscribed): the form tells nobody who is on the list.
  app.post(
    newsletterApiPaths.subscribe,
    { config: { access: "public", cacheNeutral: true }, schema: { body: subscribeInputSchema, response: { 202: z.object({ message: z.string() }) } } },
    async (request, reply) => {
      await hit(db, { name: "newsletter-subscribe", max: config.newsletter.signupRateLimit, windowMs: TEN_MINUTES }, request.ip);
      await subscribe(db, request.body.email, deps);
      return reply.code(202).send({ message: NEWSLETTER_MESSAGES.subscribed });
    },
  );

  app.post(
    newsletterApiPaths.confirm,
    { config: { access: "public", cacheNeutral: true }, schema: { body: confirmInputSchema, response: { 200: confirmedSchema } } },
    async (request) => confirm(db, secret, request.body.token),
  );

  app.get(
    newsletterApiPaths.preferences,
    { config: { access: "public" }, schema: { querystring: signedLinkQuerySchema, response: subscription } },
    async (request) => subscriptionByLink(db, secret, request.query),
  );

  app.put(
    newsletterApiPaths.preferences,
    { config: { access: "public", cacheNeutral: true }, schema: { querystring: signedLinkQuerySchema, body: preferencesInputSchema, response: subscription } },
    async (request) => savePreferencesByLink(db, secret, request.query, request.body.preferences),
  );

  app.post(
    newsletterApiPaths.unsubscribe,
    { config: { access: "public", cacheNeutral: true }, schema: { querystring: signedLinkQuerySchema, response: subscription } },
    async (request) => unsubscribeByLink(db, secret, request.query),
  );

  // RFC 8058's one-click unsubscribe: the mail provider POSTs `List-Unsubscribe=One-Click`, form-encoded, to the
  // List-Unsubscribe URL, the page a GET shows. The link's signature is what allows it, so it needs no session.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    oneClick.post(
      paths.newsletterUnsubscribe,
      {
        config: { access: "public", cacheNeutral: true },
        schema: { querystring: signedLinkQuerySchema, response: { 200: z.object({ message: z.string() }) } },
      },
      async (request) => {
        await unsubscribeByLink(db, secret, request.query);
        return { message: NEWSLETTER_MESSAGES.unsubscribed };
      },
    );
  });

  app.post(
    newsletterApiPaths.announcements,
    { config: { access: "admin" }, schema: { body: announcementInputSchema, response: { 202: announcementCreatedSchema } } },
    async (request, reply) => reply.code(202).send(await createAnnouncement(db, app.deps.work.newsletter, request.body, request.viewer)),
  );

  app.get(newsletterApiPaths.mine, { config: { access: "member" }, schema: { response: subscription } }, async (request) =>
    memberSubscription(db, request.user!),
  );

  app.put(
    newsletterApiPaths.mine,
    { config: { access: "member", cacheNeutral: true }, schema: { body: memberSubscriptionInputSchema, response: subscription } },
    async (request) => setMemberSubscription(db, request.user!, request.body),
  );
};
