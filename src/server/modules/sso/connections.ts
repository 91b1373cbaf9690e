import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { ServerMetadata } from "openid-client";

import {
  SSO_CONNECTION_NOT_FOUND,
  SSO_NEEDS_ACTIVE,
  SSO_NOT_TESTED,
  SSO_ONE_ACTIVE,
  SSO_SECRET_AGAIN,
  type ConnectionInput,
  type ConnectionPatch,
  type SsoConnection,
  type SsoMapping,
  type SsoSettings,
} from "../../../shared/sso.js";
import { requireManage, type OrgStanding } from "../../access/org-policy.js";
import type { Viewer } from "../../access/viewer.js";
import type { Db } from "../../db/client.js";
import { exactTimestamp } from "../../db/pagination.js";
import { accounts, organisations, orgSsoConnections } from "../../db/schema.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError, badRequest, notFound } from "../../errors.js";
import { actorOf, recordActivity } from "../activity/service.js";
import { lockOrg, unitOfOrg, type Tx } from "../orgs/membership.js";
import { redirectUriOf, type SsoDeps } from "./deps.js";
import { endConnectionSessions, endOtherSessionsAtDomains } from "./enforcement.js";
import { discover } from "./oidc.js";
import { accountProviderOf } from "./provision.js";
import { fetchIdpMetadata, parseIdpMetadata, summarise, type IdpMetadata } from "./saml-metadata.js";
import { serviceProviderOf } from "./saml.js";
import { SsoError } from "./sso-error.js";

// An organisation's identity provider connections (issue 34): added, changed,
// tested and turned on by its owners (or a site admin, so no organisation is
// ever locked out), through the organisation part of the access policy. The
// client secret is sealed before it is stored and never returned.

const columns = {
  id: orgSsoConnections.id,
  protocol: orgSsoConnections.protocol,
  name: orgSsoConnections.name,
  active: orgSsoConnections.active,
  discoveryUrl: orgSsoConnections.discoveryUrl,
  metadataUrl: orgSsoConnections.metadataUrl,
  issuer: orgSsoConnections.issuer,
  clientId: orgSsoConnections.clientId,
  clientSecretSealed: orgSsoConnections.clientSecretSealed,
  metadata: orgSsoConnections.metadata,
  mapping: orgSsoConnections.mapping,
  lastTest: orgSsoConnections.lastTest,
  createdAt: exactTimestamp(orgSsoConnections.createdAt),
};
type Row = Omit<SsoConnection, "hasSecret" | "certificates"> & { clientSecretSealed: string | null; metadata: Record<string, unknown> };

const view = ({ clientSecretSealed, metadata, ...row }: Row): SsoConnection => ({
  ...row,
  hasSecret: clientSecretSealed !== null,
  certificates: row.protocol === "saml" ? summarise((metadata as unknown as IdpMetadata).certificates) : [],
});

export async function ssoSettings(deps: SsoDeps, standing: OrgStanding): Promise<SsoSettings> {
  requireManage(standing);
  const [rows, [org]] = await Promise.all([
    deps.db.select(columns).from(orgSsoConnections).where(eq(orgSsoConnections.orgId, standing.orgId)).orderBy(asc(orgSsoConnections.createdAt)),
    deps.db.select({ required: organisations.ssoRequired }).from(organisations).where(eq(organisations.id, standing.orgId)),
  ]);
  const sp = serviceProviderOf(deps);
  return {
    connections: rows.map(view),
    required: org?.required ?? false,
    setup: { redirectUri: redirectUriOf(deps), samlEntityId: sp.entityId, samlAcsUrl: sp.acsUrl },
  };
}

/** The units a mapping names must be the organisation's own. */
async function checkMapping(tx: Tx, orgId: string, mapping: SsoMapping): Promise<void> {
  for (const unitId of new Set([mapping.defaultUnitId, ...mapping.rules.map((rule) => rule.unitId)])) await unitOfOrg(tx, orgId, unitId);
}

const EMPTY_MAPPING: SsoMapping = { groupsClaim: "groups", rules: [], defaultUnitId: null };

/** The provider is read before anything is written: an unreachable or wrong address or file is a 400 that says why, and nothing is saved. */
async function described<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof SsoError) throw badRequest(`${error.message} ${error.detail}`);
    throw error;
  }
}

const discovered = (deps: SsoDeps, input: { discoveryUrl: string; clientId: string; clientSecret: string }): Promise<ServerMetadata> =>
  described(() => discover(input.discoveryUrl, input, deps.reach));

const samlDescribed = (deps: SsoDeps, input: { metadataUrl?: string | undefined; metadataXml?: string | undefined }): Promise<IdpMetadata> =>
  described(async () => (input.metadataXml !== undefined ? parseIdpMetadata(input.metadataXml, deps.reach) : fetchIdpMetadata(input.metadataUrl!, deps.reach)));

/** What a new connection stores about its provider: OpenID's discovery and sealed secret, or SAML's metadata. */
async function providerColumns(deps: SsoDeps, id: string, input: ConnectionInput) {
  if (input.protocol === "oidc") {
    const metadata = await discovered(deps, input);
    return {
      discoveryUrl: input.discoveryUrl,
      clientId: input.clientId,
      clientSecretSealed: deps.box.seal(input.clientSecret, id),
      issuer: metadata.issuer,
      metadata: { ...metadata },
    };
  }
  const idp = await samlDescribed(deps, input);
  return { metadataUrl: input.metadataUrl ?? null, issuer: idp.entityId, metadata: { ...idp } };
}

export async function createConnection(deps: SsoDeps, standing: OrgStanding, viewer: Viewer, input: ConnectionInput): Promise<SsoConnection> {
  requireManage(standing);
  const id = randomUUID();
  const provider = await providerColumns(deps, id, input);
  const mapping = input.mapping ?? EMPTY_MAPPING;
  const row = await deps.db.transaction(async (tx) => {
    await lockOrg(tx, standing.orgId);
    await checkMapping(tx, standing.orgId, mapping);
    const [created] = await tx
      .insert(orgSsoConnections)
      .values({
        id,
        orgId: standing.orgId,
        protocol: input.protocol,
        name: input.name,
        ...provider,
        mapping,
      })
      .returning(columns);
    await recordActivity(tx, {
      actor: actorOf(viewer),
      action: "sso.connect",
      target: { kind: "org", id: standing.orgId, title: input.name },
      details: { protocol: input.protocol, issuer: provider.issuer },
    });
    return created!;
  });
  return view(row);
}

async function connectionOf(tx: Tx | Db, standing: OrgStanding, connectionId: string, lock = false) {
  const query = tx
    .select({ ...columns, metadata: orgSsoConnections.metadata })
    .from(orgSsoConnections)
    .where(and(eq(orgSsoConnections.id, connectionId), eq(orgSsoConnections.orgId, standing.orgId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(SSO_CONNECTION_NOT_FOUND);
  return row;
}

/**
 * Changes a connection. A new provider (OpenID: address, client or secret;
 * SAML: another entity) needs a new test before the connection is used; turning one on needs
 * a passed test and no other in use; turning the one in use off also ends
 * "organisation sign-in only" (people need their passwords again).
 */
export async function updateConnection(
  deps: SsoDeps,
  standing: OrgStanding,
  viewer: Viewer,
  connectionId: string,
  patch: ConnectionPatch,
): Promise<SsoConnection> {
  requireManage(standing);
  const current = await connectionOf(deps.db, standing, connectionId);
  const provider = current.protocol === "oidc" ? await changedOidc(deps, current, patch) : await changedSaml(deps, current, patch);
  try {
    const row = await deps.db.transaction(async (tx) => {
      await lockOrg(tx, standing.orgId);
      const before = await connectionOf(tx, standing, connectionId, true);
      if (patch.mapping) await checkMapping(tx, standing.orgId, patch.mapping);
      const tested = (!provider || provider.sameProvider) && before.lastTest?.ok === true;
      if (patch.active === true && !before.active && !tested) throw badRequest(SSO_NOT_TESTED);
      const active = provider && !tested ? false : (patch.active ?? before.active);
      const [updated] = await tx
        .update(orgSsoConnections)
        .set({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.mapping !== undefined ? { mapping: patch.mapping } : {}),
          ...(provider ? { ...provider.columns, ...(provider.sameProvider ? {} : { lastTest: null }) } : {}),
          active,
          updatedAt: new Date(),
        })
        .where(eq(orgSsoConnections.id, connectionId))
        .returning(columns);
      // Another provider's subjects are other people: the links to the old one's go.
      if (provider && provider.columns.issuer !== before.issuer) await tx.delete(accounts).where(eq(accounts.providerId, accountProviderOf(connectionId)));
      if (before.active && !active) {
        await stopRequiring(tx, standing.orgId);
        await endConnectionSessions(tx, connectionId);
      }
      await recordActivity(tx, {
        actor: actorOf(viewer),
        action: "sso.update",
        target: { kind: "org", id: standing.orgId, title: updated!.name },
        details: { active, providerChanged: provider !== null },
      });
      return updated!;
    });
    return view(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", SSO_ONE_ACTIVE);
    throw error;
  }
}

/** What a change does to the provider: the columns to write and whether it is still the same provider (its test then stands). */
interface ProviderChange {
  columns: { issuer: string; metadata: Record<string, unknown> } & Record<string, unknown>;
  sameProvider: boolean;
}

type Current = Awaited<ReturnType<typeof connectionOf>>;

/** OpenID: a new address, client or secret is discovered again, and the connection needs a new test. */
async function changedOidc(deps: SsoDeps, current: Current, patch: ConnectionPatch): Promise<ProviderChange | null> {
  if (patch.metadataUrl !== undefined || patch.metadataXml !== undefined) throw badRequest("An OpenID Connect connection has no SAML metadata.");
  const moved = patch.discoveryUrl !== undefined && patch.discoveryUrl !== current.discoveryUrl;
  const newClient = patch.clientId !== undefined && patch.clientId !== current.clientId;
  if (!moved && !newClient && patch.clientSecret === undefined) return null;
  // The saved secret goes only to the provider it was given for: a new address or client needs it typed again.
  if ((moved || newClient) && patch.clientSecret === undefined) throw badRequest(SSO_SECRET_AGAIN);
  const secret = patch.clientSecret ?? (current.clientSecretSealed ? deps.box.open(current.clientSecretSealed, current.id) : null);
  if (secret === null) throw badRequest("Enter the client secret again: the saved one cannot be read on this server.");
  const input = { discoveryUrl: patch.discoveryUrl ?? current.discoveryUrl!, clientId: patch.clientId ?? current.clientId!, clientSecret: secret };
  const metadata = await discovered(deps, input);
  return {
    columns: {
      discoveryUrl: input.discoveryUrl,
      clientId: input.clientId,
      issuer: metadata.issuer,
      metadata: { ...metadata },
      ...(patch.clientSecret !== undefined ? { clientSecretSealed: deps.box.seal(patch.clientSecret, current.id) } : {}),
    },
    sameProvider: false,
  };
}

/**
 * SAML: new metadata (uploaded, or fetched again from its address). The same
 * entity with a new certificate or sign-in address stays tested and in use
 * (a provider rotating its key must not turn sign-in off); another entity is
 * another provider and needs a new test.
 */
async function changedSaml(deps: SsoDeps, current: Current, patch: ConnectionPatch): Promise<ProviderChange | null> {
  if (patch.discoveryUrl !== undefined || patch.clientId !== undefined || patch.clientSecret !== undefined)
    throw badRequest("A SAML connection has no discovery URL, client ID or client secret.");
  if (patch.metadataUrl === undefined && patch.metadataXml === undefined) return null;
  const idp = await samlDescribed(deps, patch);
  return { columns: { metadataUrl: patch.metadataUrl ?? null, issuer: idp.entityId, metadata: { ...idp } }, sameProvider: idp.entityId === current.issuer };
}

export async function deleteConnection(deps: SsoDeps, standing: OrgStanding, viewer: Viewer, connectionId: string): Promise<void> {
  requireManage(standing);
  await deps.db.transaction(async (tx) => {
    await lockOrg(tx, standing.orgId);
    const before = await connectionOf(tx, standing, connectionId, true);
    await tx.delete(orgSsoConnections).where(eq(orgSsoConnections.id, connectionId));
    if (before.active) await stopRequiring(tx, standing.orgId);
    await recordActivity(tx, { actor: actorOf(viewer), action: "sso.delete", target: { kind: "org", id: standing.orgId, title: before.name } });
  });
}

/** With no connection in use, nobody can be held to organisation sign-in. */
async function stopRequiring(tx: Tx, orgId: string): Promise<void> {
  const [other] = await tx
    .select({ id: orgSsoConnections.id })
    .from(orgSsoConnections)
    .where(and(eq(orgSsoConnections.orgId, orgId), eq(orgSsoConnections.active, true)));
  if (!other) await tx.update(organisations).set({ ssoRequired: false }).where(eq(organisations.id, orgId));
}

/** Requiring organisation sign-in needs a connection in use. */
export async function setSsoRequired(deps: SsoDeps, standing: OrgStanding, viewer: Viewer, required: boolean): Promise<void> {
  requireManage(standing);
  await deps.db.transaction(async (tx) => {
    await lockOrg(tx, standing.orgId);
    if (required) {
      const [active] = await tx
        .select({ id: orgSsoConnections.id })
        .from(orgSsoConnections)
        .where(and(eq(orgSsoConnections.orgId, standing.orgId), eq(orgSsoConnections.active, true)));
      if (!active) throw badRequest(SSO_NEEDS_ACTIVE);
    }
    await tx.update(organisations).set({ ssoRequired: required }).where(eq(organisations.id, standing.orgId));
    if (required) await endOtherSessionsAtDomains(tx, standing.orgId, standing.userId);
    await recordActivity(tx, { actor: actorOf(viewer), action: "sso.require", target: { kind: "org", id: standing.orgId }, details: { required } });
  });
}
