import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  adminDomainParams,
  adminOrgsPageSchema,
  adminOrgsQuerySchema,
  approvedDomainSchema,
  createdIdSchema,
  createdInviteLinkSchema,
  createdOrgSchema,
  createOrgSchema,
  domainInputSchema,
  domainParams,
  IMPORT_MAX_BYTES,
  importedSchema,
  importInputSchema,
  importPreviewSchema,
  invitationInputSchema,
  invitationPreviewSchema,
  invitationsSchema,
  inviteLinkInputSchema,
  inviteLinksSchema,
  joinedSchema,
  LOGO_RULES,
  myOrgSchema,
  orgApiPaths,
  orgDomainsSchema,
  orgItemParams,
  orgParams,
  orgSchema,
  pendingDomainsSchema,
  peoplePageSchema,
  peopleQuerySchema,
  personParams,
  requestOrgSchema,
  tokenParams,
  unitInputSchema,
  unitParams,
  updateOrgSchema,
  updatePersonSchema,
} from "../../../shared/orgs.js";
import { requireManage, standingOfRequest } from "../../access/org-policy.js";
import { trustedOrigins } from "../../auth/origins.js";
import { sendImage } from "../../http/media.js";
import { readImageUpload } from "../../uploads/multipart.js";
import { approveDomain, listDomains, pendingDomains, removeDomain, requestDomain } from "./domains.js";
import { inviteByEmail, listInvitations, revokeInvitation } from "./invitations.js";
import { createInviteLink, listInviteLinks, revokeInviteLink } from "./invite-links.js";
import { acceptInvitation, previewInvitation } from "./join.js";
import { logoFile, removeLogo, setLogo } from "./logo.js";
import { approveOrg, createOrg, deleteOrg, getOrg, listOrgs, myOrg, requestOrg, updateOrg } from "./orgs.js";
import { leaveOrg, listPeople, removePerson, updatePerson } from "./people.js";
import { createUnit, deleteUnit, renameUnit } from "./units.js";

/** The CSV import brings its parser: loaded on first use, not by every start (docs/decisions/125). */
const imports = () => import("./imports.js");

/**
 * Organisations (issue 33). Every route under /api/orgs/:orgId asks the
 * access policy for the caller's standing in that organisation first
 * (access/org-policy.ts): anyone without one gets the organisation's 404.
 * Nothing here changes what the read caches hold.
 */
export const orgRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, work, storage } = app.deps;
  const origin = trustedOrigins(config)[0]!;
  const invitationDeps = { db, mail: work.mail, origin };
  const member = { access: "member", cacheNeutral: true } as const;
  const admin = { access: "admin", cacheNeutral: true } as const;
  const ending = { access: "member" } as const;
  const noContent = { 204: z.undefined() };
  const standing = standingOfRequest(db, config);

  // ── Site admin ──
  app.post(orgApiPaths.adminOrgs, { config: admin, schema: { body: createOrgSchema, response: { 201: createdOrgSchema } } }, async (request, reply) =>
    reply.code(201).send(await createOrg(invitationDeps, { input: request.body, viewer: request.viewer })),
  );
  app.get(
    orgApiPaths.adminOrgs,
    { config: { access: "admin" }, schema: { querystring: adminOrgsQuerySchema, response: { 200: adminOrgsPageSchema } } },
    async (request) => listOrgs(db, request.query),
  );

  app.get(orgApiPaths.adminDomains, { config: { access: "admin" }, schema: { response: { 200: pendingDomainsSchema } } }, async () => ({
    items: await pendingDomains(db),
  }));
  app.post(
    orgApiPaths.approveDomainRoute,
    { config: admin, schema: { params: adminDomainParams, response: { 200: approvedDomainSchema } } },
    async (request) => ({ joined: await approveDomain(db, work.assignmentCertify, request.params.domain, request.viewer) }),
  );

  app.post(orgApiPaths.approveOrgRoute, { config: admin, schema: { params: orgParams, response: noContent } }, async (request, reply) => {
    await approveOrg(db, request.viewer, request.params.orgId);
    return reply.code(204).send();
  });
  // These three end sessions made through the organisation's sign-in (modules/sso/enforcement.ts): the
  // answer waits for the change notices, so the next request meets no cached session (not cache-neutral).
  app.delete(orgApiPaths.adminOrgRoute, { config: { access: "admin" }, schema: { params: orgParams, response: noContent } }, async (request, reply) => {
    await deleteOrg(db, request.viewer, request.params.orgId);
    return reply.code(204).send();
  });

  // ── The member's own ──
  app.post(orgApiPaths.requests, { config: member, schema: { body: requestOrgSchema, response: { 201: createdIdSchema } } }, async (request, reply) =>
    reply.code(201).send(await requestOrg(db, request.viewer, request.body.name)),
  );
  app.get(orgApiPaths.mine, { config: { access: "member" }, schema: { response: { 200: myOrgSchema } } }, async (request) => myOrg(db, request.user!.id));

  // ── One organisation ──
  app.get(orgApiPaths.orgRoute, { config: { access: "member" }, schema: { params: orgParams, response: { 200: orgSchema } } }, async (request) =>
    getOrg(db, await standing(request)),
  );
  app.patch(orgApiPaths.orgRoute, { config: member, schema: { params: orgParams, body: updateOrgSchema, response: noContent } }, async (request, reply) => {
    await updateOrg(db, await standing(request), request.body);
    return reply.code(204).send();
  });
  // The logo: its people and site admins see it (the policy's standing first); owners set and remove it.
  app.get(orgApiPaths.logoRoute, { config: { access: "member" }, schema: { params: orgParams } }, async (request, reply) => {
    await standing(request);
    const { key, hash } = await logoFile(db, request.params.orgId);
    return sendImage(request, reply, storage, { key, contentType: "image/png", name: `logo-${hash}.png`, access: "private" });
  });
  app.put(orgApiPaths.logoRoute, { config: member, schema: { params: orgParams, response: { 200: z.object({ logoUrl: z.string() }) } } }, async (request) => {
    const s = await standing(request);
    requireManage(s);
    return setLogo(db, storage, s, request.viewer, await readImageUpload(request, LOGO_RULES.maxBytes));
  });
  app.delete(orgApiPaths.logoRoute, { config: member, schema: { params: orgParams, response: noContent } }, async (request, reply) => {
    await removeLogo(db, storage, await standing(request));
    return reply.code(204).send();
  });
  app.post(orgApiPaths.leaveRoute, { config: ending, schema: { params: orgParams, response: noContent } }, async (request, reply) => {
    await leaveOrg(db, await standing(request));
    return reply.code(204).send();
  });

  // ── Units ──
  app.post(
    orgApiPaths.unitsRoute,
    { config: member, schema: { params: orgParams, body: unitInputSchema, response: { 201: createdIdSchema } } },
    async (request, reply) => reply.code(201).send({ id: await createUnit(db, await standing(request), request.body.name) }),
  );
  app.patch(orgApiPaths.unitRoute, { config: member, schema: { params: unitParams, body: unitInputSchema, response: noContent } }, async (request, reply) => {
    await renameUnit(db, await standing(request), request.params.unitId, request.body.name);
    return reply.code(204).send();
  });
  app.delete(orgApiPaths.unitRoute, { config: member, schema: { params: unitParams, response: noContent } }, async (request, reply) => {
    await deleteUnit(db, await standing(request), request.params.unitId);
    return reply.code(204).send();
  });

  // ── People ──
  app.get(
    orgApiPaths.peopleRoute,
    { config: { access: "member" }, schema: { params: orgParams, querystring: peopleQuerySchema, response: { 200: peoplePageSchema } } },
    async (request) => listPeople(db, await standing(request), request.query),
  );
  app.patch(
    orgApiPaths.personRoute,
    { config: member, schema: { params: personParams, body: updatePersonSchema, response: noContent } },
    async (request, reply) => {
      await updatePerson(db, work.assignmentCertify, await standing(request), request.params.userId, request.body);
      return reply.code(204).send();
    },
  );
  app.delete(orgApiPaths.personRoute, { config: ending, schema: { params: personParams, response: noContent } }, async (request, reply) => {
    await removePerson(db, await standing(request), request.params.userId);
    return reply.code(204).send();
  });

  // ── Invitations ──
  app.post(
    orgApiPaths.invitationsRoute,
    { config: member, schema: { params: orgParams, body: invitationInputSchema, response: { 201: createdIdSchema } } },
    async (request, reply) => reply.code(201).send({ id: await inviteByEmail(invitationDeps, await standing(request), request.viewer, request.body) }),
  );
  app.get(
    orgApiPaths.invitationsRoute,
    { config: { access: "member" }, schema: { params: orgParams, response: { 200: invitationsSchema } } },
    async (request) => ({
      items: await listInvitations(db, await standing(request)),
    }),
  );
  app.delete(orgApiPaths.invitationRoute, { config: member, schema: { params: orgItemParams, response: noContent } }, async (request, reply) => {
    await revokeInvitation(db, await standing(request), request.params.id);
    return reply.code(204).send();
  });

  // ── Domains: people at a domain a site admin approved join on their own ──
  app.post(
    orgApiPaths.domainsRoute,
    { config: member, schema: { params: orgParams, body: domainInputSchema, response: noContent } },
    async (request, reply) => {
      await requestDomain(db, await standing(request), request.body);
      return reply.code(204).send();
    },
  );
  app.get(orgApiPaths.domainsRoute, { config: { access: "member" }, schema: { params: orgParams, response: { 200: orgDomainsSchema } } }, async (request) => ({
    items: await listDomains(db, await standing(request)),
  }));
  app.delete(orgApiPaths.domainRoute, { config: member, schema: { params: domainParams, response: noContent } }, async (request, reply) => {
    await removeDomain(db, await standing(request), request.params.domain);
    return reply.code(204).send();
  });

  // ── CSV import: a preview with every row's errors, then all or nothing ──
  // The file arrives as JSON text; its limit is the import's, above the app's default body limit (JSON escapes add a little).
  const importBody = { bodyLimit: IMPORT_MAX_BYTES + 1024 * 1024 };
  app.post(
    orgApiPaths.importPreviewRoute,
    {
      ...importBody,
      config: { access: "member", cacheNeutral: true },
      schema: { params: orgParams, body: importInputSchema, response: { 200: importPreviewSchema } },
    },
    async (request) => (await imports()).previewImport(db, await standing(request), request.body.csv),
  );
  app.post(
    orgApiPaths.importsRoute,
    { ...importBody, config: member, schema: { params: orgParams, body: importInputSchema, response: { 201: importedSchema } } },
    async (request, reply) =>
      reply.code(201).send(await (await imports()).runImport(invitationDeps, await standing(request), request.viewer, request.body.csv)),
  );

  // ── Invitation links ──
  app.post(
    orgApiPaths.inviteLinksRoute,
    { config: member, schema: { params: orgParams, body: inviteLinkInputSchema, response: { 201: createdInviteLinkSchema } } },
    async (request, reply) => reply.code(201).send(await createInviteLink(db, await standing(request), { input: request.body, origin })),
  );
  app.get(
    orgApiPaths.inviteLinksRoute,
    { config: { access: "member" }, schema: { params: orgParams, response: { 200: inviteLinksSchema } } },
    async (request) => ({
      items: await listInviteLinks(db, await standing(request)),
    }),
  );
  app.delete(orgApiPaths.inviteLinkRoute, { config: member, schema: { params: orgItemParams, response: noContent } }, async (request, reply) => {
    await revokeInviteLink(db, await standing(request), request.params.id);
    return reply.code(204).send();
  });

  // ── Joining ──
  // What the join page shows: the organisation's name and the role; the token is the only key (256 random bits).
  app.get(
    orgApiPaths.joinRoute,
    { config: { access: "public" }, schema: { params: tokenParams, response: { 200: invitationPreviewSchema } } },
    async (request) => previewInvitation(db, request.params.token),
  );
  app.post(orgApiPaths.joinRoute, { config: member, schema: { params: tokenParams, response: { 200: joinedSchema } } }, async (request) =>
    acceptInvitation(db, work.assignmentCertify, request.viewer, request.params.token),
  );
};
