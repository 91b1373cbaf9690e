import { z } from "zod";

import { emailText, plainText } from "./text.js";

// The Stay Sharp newsletter (issue 31): one subscriber per address, with
// double opt-in for visitors; what each subscriber wants is five switches.
// Links in e-mails carry the subscriber's id and a signature (`s`, `t`), so
// preferences and unsubscribing work without signing in, and only for the
// address the link was sent to.

/** How long a confirmation link works; an address not confirmed by then is forgotten. */
export const NEWSLETTER_CONFIRM_DAYS = 7;

export const NEWSLETTER_TOPICS = ["articles", "episodes", "caseStudies", "digest", "announcements"] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];

/** The switches' labels, in the order they are shown. */
export const NEWSLETTER_TOPIC_LABELS: Record<NewsletterTopic, string> = {
  articles: "New articles (Field Manual)",
  episodes: "New episodes (The Briefing)",
  caseStudies: "New case studies (After-Action)",
  digest: "Weekly digest",
  announcements: "Announcements",
};

export const newsletterPreferencesSchema = z.object({
  articles: z.boolean(),
  episodes: z.boolean(),
  caseStudies: z.boolean(),
  digest: z.boolean(),
  announcements: z.boolean(),
});
export type NewsletterPreferences = z.infer<typeof newsletterPreferencesSchema>;

/** A new subscriber gets everything; they turn off what they do not want. */
export const DEFAULT_PREFERENCES: NewsletterPreferences = { articles: true, episodes: true, caseStudies: true, digest: true, announcements: true };

/**
 * pending: asked, not confirmed; active: gets mail; unsubscribed: asked to stop;
 * bounced: the address refused mail for good, so nothing more is sent to it.
 */
export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed", "bounced"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const subscribeInputSchema = z.object({ email: emailText() });
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

export const confirmInputSchema = z.object({ token: z.string({ error: "The confirmation link is incomplete." }).min(1).max(200) });

/** The signed part of every link in a newsletter e-mail. */
export const signedLinkQuerySchema = z.object({
  s: z.string({ error: "This link is incomplete. Use the link from your latest e-mail." }).max(100),
  t: z.string({ error: "This link is incomplete. Use the link from your latest e-mail." }).max(200),
});
export type SignedLinkQuery = z.infer<typeof signedLinkQuerySchema>;

/** A subscription as its owner sees it (by a signed link, or on the account page). */
export const subscriptionSchema = z.object({
  email: z.string(),
  /** "none": a member who never subscribed. */
  status: z.enum([...SUBSCRIBER_STATUSES, "none"]),
  preferences: newsletterPreferencesSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A confirmation's answer: the subscription, and its own preferences page (the signed link), for the page to offer. */
export const confirmedSchema = subscriptionSchema.extend({ preferencesPath: z.string() });
export type Confirmed = z.infer<typeof confirmedSchema>;

export const preferencesInputSchema = z.object({ preferences: newsletterPreferencesSchema });

/** The account page's switch: subscribe (at once, the address is the member's own) or stop, with the topics. */
export const memberSubscriptionInputSchema = z.object({ subscribed: z.boolean(), preferences: newsletterPreferencesSchema.optional() });
export type MemberSubscriptionInput = z.infer<typeof memberSubscriptionInputSchema>;

/** Who an announcement goes to: always those who take announcements, of the whole list, its members, or one organisation's people. */
export const ANNOUNCEMENT_AUDIENCES = ["subscribers", "members", "organisation"] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const ANNOUNCEMENT_AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  subscribers: "Every subscriber who takes announcements",
  members: "Members who take announcements",
  organisation: "One organisation's people who take announcements",
};
export const CHOOSE_ORGANISATION = "Choose the organisation the announcement goes to.";
export const ANNOUNCEMENT_LIMITS = { subject: 200, body: 20_000 } as const;

export const announcementInputSchema = z
  .object({
    subject: plainText("Subject")
      .trim()
      .min(1, "Subject is required.")
      .max(ANNOUNCEMENT_LIMITS.subject, `Subject must be at most ${ANNOUNCEMENT_LIMITS.subject} characters.`),
    body: plainText("Message")
      .trim()
      .min(1, "Message is required.")
      .max(ANNOUNCEMENT_LIMITS.body, `Message must be at most ${ANNOUNCEMENT_LIMITS.body} characters.`),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: "Choose who the announcement goes to." }),
    /** The organisation, for the "organisation" audience (and only for it). */
    orgId: z.uuid({ error: CHOOSE_ORGANISATION }).optional(),
  })
  .superRefine((input, context) => {
    if (input.audience === "organisation" && input.orgId === undefined) context.addIssue({ code: "custom", message: CHOOSE_ORGANISATION, path: ["orgId"] });
    if (input.audience !== "organisation" && input.orgId !== undefined)
      context.addIssue({ code: "custom", message: "Only an announcement to an organisation names one.", path: ["orgId"] });
  });
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;
export const announcementCreatedSchema = z.object({ id: z.string(), recipients: z.number() });

export const NEWSLETTER_MESSAGES = {
  /** The same answer whatever the address's state: the form never tells whether an address is on the list. */
  subscribed: "Check your inbox: if that address can receive mail, a confirmation link is on its way. It works for 7 days.",
  confirmFailed: "This confirmation link has expired or was already used. Subscribe again from the home page.",
  badLink: "This link is not valid. Use the link from your latest e-mail.",
  unsubscribed: "You are unsubscribed. No more newsletter e-mails will be sent to this address.",
  saved: "Your newsletter preferences are saved.",
} as const;

export const newsletterApiPaths = {
  subscribe: "/api/newsletter/subscribe",
  confirm: "/api/newsletter/confirm",
  /** GET and PUT with the signed link's `s` and `t`. */
  preferences: "/api/newsletter/preferences",
  /** POST with the signed link's `s` and `t`: the preferences page's Unsubscribe button. */
  unsubscribe: "/api/newsletter/unsubscribe",
  /** The signed-in member's own subscription: GET and PUT. */
  mine: "/api/newsletter/me",
  /** The admin's one-off e-mail (POST). */
  announcements: "/api/admin/newsletter/announcements",
} as const;
