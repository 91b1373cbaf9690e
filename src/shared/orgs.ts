import { z } from "zod";

import { pageOf, pageQuerySchema } from "./content.js";
import { USER_ID } from "./members.js";
import { emailText, plainText, searchText } from "./text.js";

// Organisations (issue 33): a department or company, its units, its people
// and their roles, and the ways in (e-mailed invitations, invitation links).
// What each role may see is decided by the access policy's organisation part
// (server/access/org-policy.ts; docs/architecture/organisations.md).

export const ORG_ROLES = ["owner", "supervisor", "member"] as const;
export type OrgRole = (typeof ORG_ROLES)[number];
/** How pages and printed lists name each role. */
export const ROLE_LABELS: Record<OrgRole, string> = { owner: "Owner", supervisor: "Supervisor", member: "Member" };
export const JOINED_BY = ["admin", "invitation", "link", "import", "domain", "sso"] as const;
export type JoinedBy = (typeof JOINED_BY)[number];

export const ORG_NAME_MAX = 120;
export const UNIT_NAME_MAX = 80;
/** How long an e-mailed invitation works. */
export const INVITATION_DAYS = 14;
/** An invitation link's life when its maker names none, and the longest allowed. */
export const INVITE_LINK_DAYS = { default: 7, max: 90 } as const;
export const SEAT_LIMIT_MAX = 100_000;

export const ORG_NOT_FOUND = "Organisation not found.";
export const LOGO_NOT_FOUND = "This organisation has no logo.";
/** A logo: PNG, JPEG or WebP (checked by its bytes), at most 2 MB; stored as a PNG at most 512 pixels wide and high, without its metadata. */
export const LOGO_RULES = { maxBytes: 2 * 1024 * 1024, maxSide: 512, accept: "image/png,image/jpeg,image/webp" } as const;
export const LOGO_TYPES_ONLY = "A logo must be a PNG, JPEG or WebP image; this file is not.";
export const UNIT_NOT_FOUND = "Unit not found.";
export const PERSON_NOT_FOUND = "That person is not in this organisation.";
export const INVITATION_NOT_FOUND = "Invitation not found.";
export const ONLY_OWNERS = "Only the organisation's owners can do that.";
export const ONLY_LEADERS = "Only the organisation's owners and supervisors can see that.";
export const IN_ANOTHER_ORG = "That person already belongs to another organisation.";
export const YOU_ARE_IN_ANOTHER_ORG = "You already belong to another organisation. Leave it first to join this one.";
export const ALREADY_IN_THIS_ORG = "You already belong to this organisation.";
export const LAST_OWNER = "An organisation needs an owner. Make someone else an owner first.";
export const INVITATION_EXPIRED = "This invitation has expired. Ask the organisation for a new one.";
export const INVITATION_REVOKED = "This invitation was withdrawn. Ask the organisation for a new one.";
export const INVITATION_USED = "This invitation has already been used.";
export const INVITATION_OTHER_ADDRESS = "This invitation was sent to another e-mail address. Sign in with that address to accept it.";
export const SEATS_TAKEN = "This invitation link has no seats left. Ask the organisation for a new one.";
export const NOT_APPROVED = "A site admin has not approved this organisation yet.";
export const ALREADY_APPROVED = "This organisation is already approved.";
export const UNIT_IN_USE = "Training is assigned to this unit. Remove those assignments first.";

const orgName = plainText("Organisation name")
  .trim()
  .min(1, "Organisation name is required.")
  .max(ORG_NAME_MAX, `Organisation name must be at most ${ORG_NAME_MAX} characters.`);
const unitName = plainText("Unit name").trim().min(1, "Unit name is required.").max(UNIT_NAME_MAX, `Unit name must be at most ${UNIT_NAME_MAX} characters.`);
const role = z.enum(ORG_ROLES, { error: "Role must be owner, supervisor or member." });
const unitId = z.uuid({ error: UNIT_NOT_FOUND });

export const orgParams = z.object({ orgId: z.uuid({ error: ORG_NOT_FOUND }) });
export const unitParams = orgParams.extend({ unitId });
export const personParams = orgParams.extend({ userId: z.string().regex(USER_ID, PERSON_NOT_FOUND) });
export const orgItemParams = orgParams.extend({ id: z.uuid({ error: INVITATION_NOT_FOUND }) });
/** An invitation's or invitation link's token as its URL carries it (base64url, 32 bytes). */
export const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, INVITATION_NOT_FOUND) });

// ── Creating and reading an organisation ───────────────────────────────────

export const createOrgSchema = z.strictObject({ name: orgName, ownerEmail: emailText("Owner's email") });
export type CreateOrgInput = z.infer<typeof createOrgSchema>;
/** A member asks for an organisation they will own; it waits for a site admin's approval. */
export const requestOrgSchema = z.strictObject({ name: orgName });
export const ORG_STATUSES = ["requested", "active"] as const;

/** `ownerInvited`: no account has the owner's address yet, so an invitation to own it was e-mailed. */
export const createdOrgSchema = z.object({ id: z.string(), ownerInvited: z.boolean() });

export const updateOrgSchema = z.strictObject({
  name: orgName.optional(),
  /** Keep this organisation's record of a person's completions when they delete their account. */
  retainRecords: z.boolean({ error: "Choose whether records are kept." }).optional(),
});
export type UpdateOrgInput = z.infer<typeof updateOrgSchema>;

export const unitSchema = z.object({ id: z.string(), name: z.string(), people: z.number().int() });
export type Unit = z.infer<typeof unitSchema>;

export const orgSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** requested: waiting for a site admin; nothing can be managed until then. */
  status: z.enum(ORG_STATUSES),
  retainRecords: z.boolean(),
  createdAt: z.string(),
  /** Where its logo is shown from (only to its people and site admins); absent or null: none. */
  logoUrl: z.string().nullable().optional(),
  people: z.number().int(),
  units: z.array(unitSchema),
  /** The asker's place in it: their role, unit and the units they supervise (site admins outside it: role null). */
  viewer: z.object({
    role: role.nullable(),
    unitId: z.string().nullable(),
    supervisedUnitIds: z.array(z.string()),
    /** What the asker may do, as the access policy decides it: manage (units, people, invitations, assignments, settings) and lead (see people, rosters, reports). */
    may: z.object({ manage: z.boolean(), lead: z.boolean() }),
  }),
});
export type Org = z.infer<typeof orgSchema>;

/** The signed-in member's organisation, for the dashboard and account page (null: none). */
export const myOrgSchema = z.object({
  org: z.object({ id: z.string(), name: z.string(), status: z.enum(ORG_STATUSES), role, unitName: z.string().nullable() }).nullable(),
});
export type MyOrg = z.infer<typeof myOrgSchema>;

export const adminOrgSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(ORG_STATUSES),
  people: z.number().int(),
  createdAt: z.string(),
});
/** The site admin's list: every organisation, or only those waiting (`?status=requested`). */
export const adminOrgsQuerySchema = pageQuerySchema.extend({ status: z.enum(ORG_STATUSES, { error: "Status must be requested or active." }).optional() });
export type AdminOrgsQuery = z.infer<typeof adminOrgsQuerySchema>;
export type AdminOrgSummary = z.infer<typeof adminOrgSummarySchema>;
export const adminOrgsPageSchema = pageOf(adminOrgSummarySchema);

// ── Units ──────────────────────────────────────────────────────────────────

export const unitInputSchema = z.strictObject({ name: unitName });
export const createdIdSchema = z.object({ id: z.string() });

// ── People ─────────────────────────────────────────────────────────────────

export const peopleQuerySchema = pageQuerySchema.extend({ q: searchText().optional(), unitId: unitId.optional() });
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

export const personSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  unitId: z.string().nullable(),
  supervisedUnitIds: z.array(z.string()),
  joinedBy: z.enum(JOINED_BY),
  joinedAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;
export const peoplePageSchema = pageOf(personSchema);

export const updatePersonSchema = z
  .strictObject({
    role: role.optional(),
    /** null: no unit. */
    unitId: unitId.nullable().optional(),
    /** A supervisor's units (ignored for other roles, and cleared when the role is not supervisor). */
    supervisedUnitIds: z.array(unitId).max(200, "A supervisor can supervise at most 200 units.").optional(),
  })
  .refine((v) => v.role !== undefined || v.unitId !== undefined || v.supervisedUnitIds !== undefined, "Nothing to change.");
export type UpdatePersonInput = z.infer<typeof updatePersonSchema>;

// ── Invitations and invitation links ───────────────────────────────────────

export const invitationInputSchema = z.strictObject({ email: emailText(), role: role.default("member"), unitId: unitId.optional() });
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role,
  unitId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationsSchema = z.object({ items: z.array(invitationSchema) });

export const inviteLinkInputSchema = z.strictObject({
  unitId: unitId.optional(),
  expiresInDays: z
    .number({ error: "Days must be a whole number." })
    .int("Days must be a whole number.")
    .min(1, "A link works for at least 1 day.")
    .max(INVITE_LINK_DAYS.max, `A link works for at most ${INVITE_LINK_DAYS.max} days.`)
    .default(INVITE_LINK_DAYS.default),
  seatLimit: z
    .number({ error: "Seats must be a whole number." })
    .int("Seats must be a whole number.")
    .min(1, "A seat limit is at least 1.")
    .max(SEAT_LIMIT_MAX, `A seat limit is at most ${SEAT_LIMIT_MAX}.`)
    .optional(),
});
export type InviteLinkInput = z.input<typeof inviteLinkInputSchema>;

export const inviteLinkSchema = z.object({
  id: z.string(),
  unitId: z.string().nullable(),
  seatLimit: z.number().int().nullable(),
  uses: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;
export const inviteLinksSchema = z.object({ items: z.array(inviteLinkSchema) });
/** The new link, token and all: shown once, when made. */
export const createdInviteLinkSchema = inviteLinkSchema.extend({ url: z.string() });
export type CreatedInviteLink = z.infer<typeof createdInviteLinkSchema>;

/** What the join page shows before someone accepts: whose invitation, for which role and unit. */
export const invitationPreviewSchema = z.object({
  kind: z.enum(["invitation", "link"]),
  orgName: z.string(),
  role,
  unitName: z.string().nullable(),
  /** An e-mailed invitation's address (only the one it was sent to may accept it). */
  email: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
export const joinedSchema = z.object({ orgId: z.string() });

// ── CSV import ─────────────────────────────────────────────────────────────

/** An import brings in at most this many people (each gets an e-mailed invitation). */
export const IMPORT_MAX_ROWS = 10_000;
/** The CSV text's largest size (10,000 rows of name, e-mail, unit and role fit with room). */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;
/** The columns a file may have, any order and case; only email is required. */
export const IMPORT_COLUMNS = ["name", "email", "unit", "role"] as const;
/** A preview lists at most this many row errors (and counts them all). */
export const IMPORT_ERRORS_SHOWN = 200;

export const importInputSchema = z.strictObject({
  csv: z
    .string({ error: "Choose a CSV file." })
    .min(1, "The file is empty.")
    .max(IMPORT_MAX_BYTES, `The file is larger than ${IMPORT_MAX_BYTES / (1024 * 1024)} MB.`),
});

export const importRowErrorSchema = z.object({ line: z.number().int(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** What an import would do, or why it cannot: nothing is written until a file has no errors. */
export const importPreviewSchema = z.object({
  rows: z.number().int(),
  /** Invitations the import would send (one per row). */
  invitations: z.number().int(),
  /** Units named in the file that do not exist yet: the import makes them. */
  newUnits: z.array(z.string()),
  errorCount: z.number().int(),
  /** The first IMPORT_ERRORS_SHOWN row errors, by line. */
  errors: z.array(importRowErrorSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export const importedSchema = z.object({ invited: z.number().int(), newUnits: z.array(z.string()) });

// ── Domains ────────────────────────────────────────────────────────────────

/**
 * Addresses anyone can get: a domain of these is no organisation's, so none
 * may claim it for joining on its own.
 */
export const PUBLIC_MAIL_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.net",
  "mail.com",
  "yandex.com",
  "zoho.com",
  "fastmail.com",
  "hey.com",
  "tutanota.com",
] as const;
export const DOMAIN_NOT_FOUND = "Domain not found.";
export const DOMAIN_TAKEN = "That domain belongs to another organisation.";

const DOMAIN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export const domainSchema = plainText("Domain")
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ""))
  .refine((value) => DOMAIN.test(value), "Enter a domain such as cityofx.gov.")
  .refine(
    (value) => !(PUBLIC_MAIL_DOMAINS as readonly string[]).includes(value),
    "Anyone can have an address at that domain: it cannot join people on its own.",
  );

export const domainInputSchema = z.strictObject({ domain: domainSchema, unitId: unitId.optional() });
export const domainParams = orgParams.extend({
  domain: z
    .string()
    .max(253)
    .regex(/^[a-z0-9.-]+$/, DOMAIN_NOT_FOUND),
});
export const orgDomainSchema = z.object({
  domain: z.string(),
  unitId: z.string().nullable(),
  requestedAt: z.string(),
  /** null: waiting for a site admin. */
  approvedAt: z.string().nullable(),
});
export type OrgDomain = z.infer<typeof orgDomainSchema>;
export const orgDomainsSchema = z.object({ items: z.array(orgDomainSchema) });
/** The site admin's queue: domains waiting for approval, with their organisation. */
export const pendingDomainSchema = orgDomainSchema.extend({ orgId: z.string(), orgName: z.string() });
export const pendingDomainsSchema = z.object({ items: z.array(pendingDomainSchema) });
export const adminDomainParams = z.object({ domain: domainParams.shape.domain });
export const approvedDomainSchema = z.object({ joined: z.number().int() });

export const orgApiPaths = {
  adminOrgs: "/api/admin/orgs",
  adminOrg: (orgId: string) => `/api/admin/orgs/${encodeURIComponent(orgId)}`,
  approveOrg: (orgId: string) => `/api/admin/orgs/${encodeURIComponent(orgId)}/approve`,
  /** A member's request for an organisation (POST). */
  requests: "/api/orgs",
  mine: "/api/me/organisation",
  org: (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}`,
  units: (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/units`,
  unit: (orgId: string, unitId: string) => `/api/orgs/${encodeURIComponent(orgId)}/units/${encodeURIComponent(unitId)}`,
  people: (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/people`,
  person: (orgId: string, userId: string) => `/api/orgs/${encodeURIComponent(orgId)}/people/${encodeURIComponent(userId)}`,
  leave: (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/leave`,
  invitations: (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/invitations`,
  invitation: (orgId: string, id: string) => `/api/orgs/${encodeURIComponent(orgId)}/invitations/${encodeURIComponent(id)}`,
  inviteLinks: (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/invite-links`,
  inviteLink: (orgId: string, id: string) => `/api/orgs/${encodeURIComponent(orgId)}/invite-links/${encodeURIComponent(id)}`,
  join: (token: string) => `/api/join/${encodeURIComponent(token)}`,
  domains: (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/domains`,
  domain: (orgId: string, domain: string) => `/api/orgs/${encodeURIComponent(orgId)}/domains/${encodeURIComponent(domain)}`,
  adminDomains: "/api/admin/org-domains",
  approveDomain: (domain: string) => `/api/admin/org-domains/${encodeURIComponent(domain)}/approve`,
  importPreview: (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/imports/preview`,
  imports: (orgId: string) => `/api/orgs/${encodeURIComponent(orgId)}/imports`,
  /** The logo; `v` (its image's hash) changes with it, so a browser never shows the one it replaced. */
  logo: (orgId: string, v?: string) => `/api/orgs/${encodeURIComponent(orgId)}/logo${v ? `?v=${encodeURIComponent(v)}` : ""}`,
  // Route patterns, for the server.
  orgRoute: "/api/orgs/:orgId",
  adminOrgRoute: "/api/admin/orgs/:orgId",
  approveOrgRoute: "/api/admin/orgs/:orgId/approve",
  unitsRoute: "/api/orgs/:orgId/units",
  unitRoute: "/api/orgs/:orgId/units/:unitId",
  peopleRoute: "/api/orgs/:orgId/people",
  personRoute: "/api/orgs/:orgId/people/:userId",
  leaveRoute: "/api/orgs/:orgId/leave",
  invitationsRoute: "/api/orgs/:orgId/invitations",
  invitationRoute: "/api/orgs/:orgId/invitations/:id",
  inviteLinksRoute: "/api/orgs/:orgId/invite-links",
  inviteLinkRoute: "/api/orgs/:orgId/invite-links/:id",
  joinRoute: "/api/join/:token",
  domainsRoute: "/api/orgs/:orgId/domains",
  domainRoute: "/api/orgs/:orgId/domains/:domain",
  approveDomainRoute: "/api/admin/org-domains/:domain/approve",
  importPreviewRoute: "/api/orgs/:orgId/imports/preview",
  importsRoute: "/api/orgs/:orgId/imports",
  logoRoute: "/api/orgs/:orgId/logo",
} as const;
