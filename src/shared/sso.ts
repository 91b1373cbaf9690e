import { z } from "zod";

import { ORG_ROLES, orgParams } from "./orgs.js";
import { emailText, plainText } from "./text.js";

// Single sign-on per organisation (issue 34, docs/decisions/099): an
// organisation's owner connects its identity provider; its people sign in
// with their work account. What the browser and the API share.

export const SSO_PROTOCOLS = ["oidc", "saml"] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

export const SSO_NAME_MAX = 80;
export const SSO_MAPPING_RULES_MAX = 50;
/** How long a sign-in may take at the provider before its state is forgotten. */
export const SSO_FLOW_MINUTES = 10;
/** SAML: how far the provider's clock may be from ours for an assertion's NotBefore/NotOnOrAfter. */
export const SAML_CLOCK_SKEW_MS = 60_000;
/** SAML: the largest metadata (uploaded or fetched) and the largest response the ACS reads. */
export const SAML_METADATA_MAX_BYTES = 1024 * 1024;
export const SAML_RESPONSE_MAX_BYTES = 256 * 1024;

export const SSO_CONNECTION_NOT_FOUND = "Sign-in connection not found.";
export const SSO_NO_ORGANISATION = "No organisation sign-in is set up for that address. Sign in with your password instead.";
export const SSO_ONE_ACTIVE = "Only one connection can be in use at a time. Turn the other off first.";
export const SSO_NEEDS_ACTIVE = "Turn on a connection that has passed its test before requiring organisation sign-in.";
export const SSO_SECRET_AGAIN =
  "Enter the client secret again when the discovery URL or client ID changes: the saved one goes only to the provider it was given for.";
export const SSO_NOT_TESTED = "Run a successful test of this connection before turning it on.";

/**
 * Why a sign-in through a provider failed: the code travels in the URL back
 * to the login page (or the settings page for a test), which shows the
 * message. Each is written to the admin activity log with its details.
 */
export const SSO_FAILURES = {
  unreachable: "The identity provider could not be reached. Try again in a few minutes, or ask your administrator.",
  not_a_provider: "The address did not answer as an identity provider (no valid OpenID discovery document or SAML metadata).",
  provider_error: "The identity provider refused the sign-in.",
  bad_state: "This sign-in link has expired or was already used. Start again from the login page.",
  bad_token: "The identity provider's answer could not be verified (signature, issuer, audience or time).",
  missing_email: "The identity provider did not send an e-mail address. Ask your administrator to release the email claim.",
  wrong_domain: "The identity provider sent an address outside your organisation's verified domains.",
  other_org: "That address belongs to a member of another organisation. Ask a site admin for help.",
  email_taken: "The address your organisation sent is already used by another account here. Ask a site admin for help.",
  admin_account: "Site admins sign in with their password and second factor, not through an organisation.",
  bad_email: "The identity provider sent an e-mail address that is not valid. Ask your administrator to check the email claim.",
  unverified_email: "The identity provider says your e-mail address is not verified. Verify it there, then sign in again.",
  unexpected: "The sign-in could not be completed. Try again in a moment.",
  inactive: "Organisation sign-in is turned off for this organisation. Sign in with your password instead.",
  secret_unreadable: "This connection's client secret cannot be read on this server (the site's secret changed). Enter it again.",
  expired_certificate: "Your identity provider's signing certificate has expired. Ask your administrator to update the organisation's connection.",
  undecryptable:
    "Your identity provider encrypted its answer for a key this site does not have. Ask your administrator to load this site's current SAML metadata into the provider.",
  sp_key_unreadable: "This site's SAML key cannot be read on this server (the site's secret changed). Ask a site admin for help.",
} as const;
export type SsoFailure = keyof typeof SSO_FAILURES;

/**
 * What a SAML response came to, kept on its sign-in until the browser that
 * started it comes for it: the person's claims (subject, address, name, the
 * mapping's groups attribute), or why it was refused; and the hash of the
 * handoff token given only to the browser that posted the response.
 */
export type SamlOutcome = { handoffHash: string } & (
  { ok: true; claims: Record<string, unknown> & { sub: string } } | { ok: false; failure: SsoFailure; detail: string }
);
export const ssoFailureCode = z.enum(Object.keys(SSO_FAILURES) as [SsoFailure, ...SsoFailure[]]);

const name = plainText("Name").trim().min(1, "Name is required.").max(SSO_NAME_MAX, `Name must be at most ${SSO_NAME_MAX} characters.`);
const httpsUrl = (label: string) =>
  plainText(label)
    .trim()
    .max(2000, `${label} must be at most 2000 characters.`)
    .pipe(z.url({ protocol: /^https?$/, error: `${label} must be a web address (https://…).` }));

/** A provider group (or attribute value) and where its people go. */
export const mappingRuleSchema = z.object({
  group: plainText("Group").trim().min(1, "Group is required.").max(200, "Group must be at most 200 characters."),
  unitId: z.uuid({ error: "Unit not found." }).nullable(),
  role: z.enum(ORG_ROLES, { error: "Role must be owner, supervisor or member." }),
});
export type MappingRule = z.infer<typeof mappingRuleSchema>;

export const mappingSchema = z.object({
  /** The claim (OIDC) or attribute (SAML) that lists the person's groups. */
  groupsClaim: plainText("Groups claim").trim().max(200, "Groups claim must be at most 200 characters.").default("groups"),
  /** First matching rule wins; without a match, people join as members of `defaultUnitId`. */
  rules: z.array(mappingRuleSchema).max(SSO_MAPPING_RULES_MAX, `At most ${SSO_MAPPING_RULES_MAX} rules.`).default([]),
  defaultUnitId: z.uuid({ error: "Unit not found." }).nullable().default(null),
});
export type SsoMapping = z.infer<typeof mappingSchema>;

/**
 * The first rule whose group the person has (compared without case): their
 * role and unit. No rule: null (a new person joins the default unit as a
 * member; someone already in the organisation stays where they are). The
 * server places people by it; the settings page shows where a tester lands.
 */
export function placementOf(mapping: SsoMapping, groups: readonly string[]): MappingRule | null {
  const have = new Set(groups.map((g) => g.toLowerCase()));
  return mapping.rules.find((r) => have.has(r.group.toLowerCase())) ?? null;
}

export const oidcConnectionInput = z.object({
  protocol: z.literal("oidc"),
  name,
  discoveryUrl: httpsUrl("Discovery URL"),
  clientId: plainText("Client ID").trim().min(1, "Client ID is required.").max(500, "Client ID must be at most 500 characters."),
  clientSecret: plainText("Client secret").min(1, "Client secret is required.").max(2000, "Client secret must be at most 2000 characters."),
  mapping: mappingSchema.optional(),
});
export type OidcConnectionInput = z.infer<typeof oidcConnectionInput>;

const metadataUrl = httpsUrl("Metadata URL");
const metadataXml = z
  .string({ error: "Metadata XML must be text." })
  .min(1, "Metadata XML is empty.")
  .max(SAML_METADATA_MAX_BYTES, `Metadata XML must be at most ${SAML_METADATA_MAX_BYTES / 1024} KB.`);
const ONE_METADATA = "Give the provider's metadata URL or upload its metadata XML, not both.";

/** A SAML 2.0 provider, described by its metadata: fetched from its URL (and fetched again on request) or uploaded as XML. */
export const samlConnectionInput = z
  .object({ protocol: z.literal("saml"), name, metadataUrl: metadataUrl.optional(), metadataXml: metadataXml.optional(), mapping: mappingSchema.optional() })
  .refine((input) => (input.metadataUrl === undefined) !== (input.metadataXml === undefined), { error: ONE_METADATA });
export type SamlConnectionInput = z.infer<typeof samlConnectionInput>;

export const connectionInput = z.discriminatedUnion("protocol", [oidcConnectionInput, samlConnectionInput], {
  error: "Protocol must be oidc or saml.",
});
export type ConnectionInput = z.infer<typeof connectionInput>;

/** A change: a new secret only when one is typed (the saved one is never shown). */
export const connectionPatch = z
  .object({
    name: name.optional(),
    discoveryUrl: httpsUrl("Discovery URL").optional(),
    clientId: plainText("Client ID").trim().min(1, "Client ID is required.").max(500, "Client ID must be at most 500 characters.").optional(),
    clientSecret: plainText("Client secret").min(1, "Client secret is required.").max(2000, "Client secret must be at most 2000 characters.").optional(),
    /** SAML: metadata from this address (the same one again fetches it again, for a provider's new certificate), or uploaded. */
    metadataUrl: metadataUrl.optional(),
    metadataXml: metadataXml.optional(),
    mapping: mappingSchema.optional(),
    active: z.boolean().optional(),
  })
  .refine((patch) => patch.metadataUrl === undefined || patch.metadataXml === undefined, { error: ONE_METADATA });
export type ConnectionPatch = z.infer<typeof connectionPatch>;

export const connectionParams = orgParams.extend({ connectionId: z.uuid({ error: SSO_CONNECTION_NOT_FOUND }) });

export const ssoTestResultSchema = z.object({
  at: z.string(),
  ok: z.boolean(),
  failure: ssoFailureCode.nullable(),
  detail: z.string().nullable(),
  /** What the provider said about the tester, to check the mapping against. */
  claims: z.object({ email: z.string().nullable(), name: z.string().nullable(), groups: z.array(z.string()) }).nullable(),
});
export type SsoTestResult = z.infer<typeof ssoTestResultSchema>;

/** A connection as the API shows it: never its secret, only whether one is saved. */
export const ssoConnectionSchema = z.object({
  id: z.string(),
  protocol: z.enum(SSO_PROTOCOLS),
  name: z.string(),
  active: z.boolean(),
  discoveryUrl: z.string().nullable(),
  /** SAML: the metadata's address (null when uploaded). */
  metadataUrl: z.string().nullable(),
  /** The OpenID issuer, or the SAML provider's entity ID. */
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  hasSecret: z.boolean(),
  /** SAML: the provider's signing certificates, to see one nearing its end. */
  certificates: z.array(z.object({ fingerprint: z.string(), notAfter: z.string() })),
  mapping: mappingSchema,
  lastTest: ssoTestResultSchema.nullable(),
  createdAt: z.string(),
});
export type SsoConnection = z.infer<typeof ssoConnectionSchema>;

export const ssoSettingsSchema = z.object({
  connections: z.array(ssoConnectionSchema),
  required: z.boolean(),
  /** What the owner enters on the provider's side. */
  setup: z.object({
    redirectUri: z.string(),
    /** SAML: this site's entity ID, which is also the address of its metadata XML, and its ACS URL. */
    samlEntityId: z.string(),
    samlAcsUrl: z.string(),
  }),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const ssoRequiredInput = z.object({ required: z.boolean({ error: "Say whether organisation sign-in is required." }) });

export const ssoStartInput = z.object({
  email: emailText(),
  /** A path on this site to open after signing in. */
  next: z.string().max(2000).optional(),
});
/** Where to go, and the name of the organisation whose provider that is (said before the page leaves). */
export const ssoStartResultSchema = z.object({ url: z.string(), organisation: z.string() });
/** An owner's test: where to go (their own organisation needs no naming). */
export const ssoTestStartSchema = z.object({ url: z.string() });
export type SsoStartResult = z.infer<typeof ssoStartResultSchema>;

export const ssoApiPaths = {
  start: "/api/sso/start",
  settings: (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/sso`,
  connection: (orgId: string, connectionId: string) => `/api/orgs/${encodeURIComponent(orgId)}/sso/${encodeURIComponent(connectionId)}`,
  test: (orgId: string, connectionId: string) => `/api/orgs/${encodeURIComponent(orgId)}/sso/${encodeURIComponent(connectionId)}/test`,
  required: (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/sso/required`,
  settingsRoute: "/api/orgs/:orgId/sso",
  connectionRoute: "/api/orgs/:orgId/sso/:connectionId",
  testRoute: "/api/orgs/:orgId/sso/:connectionId/test",
  requiredRoute: "/api/orgs/:orgId/sso/required",
  /** This site as a SAML service provider: its metadata (the entity ID) and where providers post responses. */
  samlMetadata: "/api/sso/saml/metadata",
  samlAcs: "/api/sso/saml/acs",
} as const;
