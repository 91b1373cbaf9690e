import { and, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { ServerMetadata } from "openid-client";

import { safeNextPath } from "../../../shared/safe-path.js";
import {
  SSO_CONNECTION_NOT_FOUND,
  SSO_FLOW_MINUTES,
  SSO_NO_ORGANISATION,
  type SamlOutcome,
  type SsoFailure,
  type SsoMapping,
  type SsoTestResult,
} from "../../../shared/sso.js";
import { emailText } from "../../../shared/text.js";
import { requireManage, type OrgStanding } from "../../access/org-policy.js";
import type { Db } from "../../db/client.js";
import { organisations, orgDomains, orgSsoConnections, ssoFlows, ssoSeenAssertions } from "../../db/schema.js";
import { badRequest, notFound } from "../../errors.js";
import { newSecretToken, secretTokenHash } from "../../secret-tokens.js";
import { recordActivity } from "../activity/service.js";
import { approvedDomainOf, domainOf } from "../orgs/domains.js";
import { redirectUriOf, type SsoDeps } from "./deps.js";
import { authorizationRequest, configuration, exchange, type Claims } from "./oidc.js";
import { provision } from "./provision.js";
import { type IdpMetadata } from "./saml-metadata.js";
import { checkSamlResponse, newRequestId, samlRequestUrl, type SamlAssertion } from "./saml.js";
import { SsoError } from "./sso-error.js";

// A sign-in through an organisation's provider, and an owner's test of a
// connection: both leave for the provider with a state (kept only as its
// hash, taken once, bound to the browser by a cookie), a PKCE verifier and a
// nonce, and come back to the one callback, which checks all three.

interface Connection {
  id: string;
  orgId: string;
  protocol: "oidc" | "saml";
  active: boolean;
  clientId: string | null;
  clientSecretSealed: string | null;
  metadata: Record<string, unknown>;
  mapping: SsoMapping;
}

const connectionColumns = {
  id: orgSsoConnections.id,
  orgId: orgSsoConnections.orgId,
  protocol: orgSsoConnections.protocol,
  active: orgSsoConnections.active,
  clientId: orgSsoConnections.clientId,
  clientSecretSealed: orgSsoConnections.clientSecretSealed,
  metadata: orgSsoConnections.metadata,
  mapping: orgSsoConnections.mapping,
};

function clientConfig(deps: SsoDeps, connection: Connection) {
  const secret = connection.clientSecretSealed ? deps.box.open(connection.clientSecretSealed, connection.id) : null;
  if (secret === null || !connection.clientId) throw new SsoError("secret_unreadable", "The sealed client secret did not open with this site's secret.");
  return configuration(connection.metadata as unknown as ServerMetadata, { clientId: connection.clientId, clientSecret: secret }, deps.reach);
}

export interface Started {
  url: string;
  /** Goes into the browser's cookie: the callback takes the flow only from the browser that started it. */
  state: string;
}

async function leave(
  deps: SsoDeps,
  connection: Connection,
  flow: { purpose: "sign-in" | "test"; testerId?: string; next?: string; loginHint?: string },
): Promise<Started> {
  const state = newSecretToken();
  let url: string;
  let checks: { codeVerifier: string; nonce: string } | { samlRequestId: string };
  if (connection.protocol === "saml") {
    const samlRequestId = newRequestId();
    url = await samlRequestUrl(deps, connection.metadata as unknown as IdpMetadata, { requestId: samlRequestId, relayState: state });
    checks = { samlRequestId };
  } else {
    const request = await authorizationRequest(clientConfig(deps, connection), {
      redirectUri: redirectUriOf(deps),
      state,
      ...(flow.loginHint ? { loginHint: flow.loginHint } : {}),
    });
    url = request.url;
    checks = { codeVerifier: request.codeVerifier, nonce: request.nonce };
  }
  await deps.db.insert(ssoFlows).values({
    stateHash: secretTokenHash(state),
    connectionId: connection.id,
    purpose: flow.purpose,
    testerId: flow.testerId ?? null,
    ...checks,
    nextPath: safeNextPath(flow.next) ?? null,
    expiresAt: new Date(Date.now() + SSO_FLOW_MINUTES * 60_000),
  });
  return { url, state };
}

/** "Sign in with your organisation": the address's domain, verified for an approved organisation with a connection in use. */
/**
 * "Sign in with your organisation": the address's domain, verified for an
 * approved organisation with a connection in use. The organisation's name
 * comes back with its provider's address, for the page to say where the
 * person is going before they leave: it says no more than the address
 * already did (the domain's organisation, whose provider it is), and
 * nothing at all for an address on no such domain (the one refusal).
 */
export async function startSignIn(deps: SsoDeps, input: { email: string; next?: string | undefined }): Promise<Started & { organisation: string }> {
  const email = input.email.toLowerCase();
  const [found] = await deps.db
    .select({ ...connectionColumns, organisation: organisations.name })
    .from(orgDomains)
    .innerJoin(organisations, and(eq(organisations.id, orgDomains.orgId), eq(organisations.status, "active")))
    .innerJoin(orgSsoConnections, and(eq(orgSsoConnections.orgId, orgDomains.orgId), eq(orgSsoConnections.active, true)))
    .where(and(eq(orgDomains.domain, domainOf(email)), isNotNull(orgDomains.approvedAt)));
  if (!found) throw notFound(SSO_NO_ORGANISATION);
  const { organisation, ...connection } = found;
  try {
    return { ...(await leave(deps, connection, { purpose: "sign-in", next: input.next, loginHint: email })), organisation };
  } catch (error) {
    if (error instanceof SsoError) throw badRequest(error.message);
    throw error;
  }
}

/** An owner's "Test connection": a round trip through the provider that signs nobody in and reports what came back. */
export async function startTest(deps: SsoDeps, standing: OrgStanding, connectionId: string): Promise<Started> {
  requireManage(standing);
  const [connection] = await deps.db
    .select(connectionColumns)
    .from(orgSsoConnections)
    .where(and(eq(orgSsoConnections.id, connectionId), eq(orgSsoConnections.orgId, standing.orgId)));
  if (!connection) throw notFound(SSO_CONNECTION_NOT_FOUND);
  try {
    return await leave(deps, connection, { purpose: "test", testerId: standing.userId });
  } catch (error) {
    if (error instanceof SsoError) throw badRequest(`${error.message} ${error.detail}`);
    throw error;
  }
}

export type Finished =
  | { kind: "signed-in"; userId: string; connectionId: string; next: string | null }
  | { kind: "tested"; orgId: string; ok: boolean }
  | { kind: "failed"; failure: SsoFailure };

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
const groupsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((g): g is string => typeof g === "string") : typeof value === "string" ? [value] : [];

/**
 * The provider sent the person back. The flow is taken (once) by the state
 * from the browser that started it; the code is exchanged and the ID token
 * checked; then a test records what came back, and a sign-in provisions the
 * person. Every refusal names its reason; a refused sign-in is logged.
 */
export async function finish(deps: SsoDeps, callbackUrl: URL, browserState: string | undefined): Promise<Finished> {
  const state = callbackUrl.searchParams.get("state");
  const handoff = callbackUrl.searchParams.get("handoff");
  if (!state || state !== browserState) {
    // A SAML response posted by a browser that did not start the sign-in (someone's sign-in link opened by another
    // person): that sign-in is over, so its starter cannot collect what the other person's provider said.
    if (state && handoff) await burnSamlFlow(deps.db, state, handoff);
    return { kind: "failed", failure: "bad_state" };
  }
  const [flow] = await deps.db
    .delete(ssoFlows)
    .where(and(eq(ssoFlows.stateHash, secretTokenHash(state)), sql`${ssoFlows.expiresAt} > now()`))
    .returning();
  if (!flow) return { kind: "failed", failure: "bad_state" };
  const [connection] = await deps.db.select(connectionColumns).from(orgSsoConnections).where(eq(orgSsoConnections.id, flow.connectionId));
  if (!connection) return { kind: "failed", failure: "bad_state" };

  let claims: Claims | null = null;
  try {
    claims =
      connection.protocol === "saml"
        ? samlClaims(flow.samlOutcome, handoff)
        : await exchange(
            clientConfig(deps, connection),
            callbackUrl,
            { state, codeVerifier: flow.codeVerifier ?? "", nonce: flow.nonce ?? "" },
            { groupsClaim: connection.mapping.groupsClaim },
            redirectUriOf(deps),
          );
    const email = emailOf(claims);
    if ((await approvedDomainOf(deps.db, email))?.orgId !== connection.orgId)
      throw new SsoError("wrong_domain", `${domainOf(email)} is not one of the organisation's verified domains.`);
    const person = { subject: claims.sub, email, name: text(claims.name) ?? "", groups: groupsOf(claims[connection.mapping.groupsClaim]) };
    if (flow.purpose === "test") {
      await saveTest(deps.db, connection.id, { ok: true, failure: null, detail: null, claims: { email, name: person.name || null, groups: person.groups } });
      return { kind: "tested", orgId: connection.orgId, ok: true };
    }
    if (!connection.active) throw new SsoError("inactive", "The connection was turned off during the sign-in.");
    const { userId } = await provision(deps, connection, person).catch((error: unknown) => {
      // A race lost to another write (the person joined another organisation, or signed up, this very moment):
      // the person is told to try again, not given a 500; the cause is kept for the log.
      if (error instanceof SsoError) throw error;
      throw new SsoError("unexpected", "Provisioning failed: " + (error instanceof Error ? error.message : String(error)).slice(0, 200));
    });
    return { kind: "signed-in", userId, connectionId: connection.id, next: flow.nextPath };
  } catch (error) {
    if (!(error instanceof SsoError)) throw error;
    if (flow.purpose === "test") {
      const seen = claims ? { email: text(claims.email), name: text(claims.name), groups: groupsOf(claims[connection.mapping.groupsClaim]) } : null;
      await saveTest(deps.db, connection.id, { ok: false, failure: error.failure, detail: error.detail, claims: seen });
      return { kind: "tested", orgId: connection.orgId, ok: false };
    }
    await recordActivity(deps.db, {
      actor: { id: null, name: text(claims?.name) ?? "Unknown person", email: text(claims?.email) ?? "(no address)" },
      action: "sso.refused",
      target: { kind: "org", id: connection.orgId },
      details: { failure: error.failure, detail: error.detail },
    });
    return { kind: "failed", failure: error.failure };
  }
}

/**
 * A SAML sign-in's claims, as the ACS left them once the response was checked
 * (or why it was refused), only with the handoff the ACS gave the browser
 * that posted the response: the browser that started the sign-in (its state
 * cookie) must also be the one the provider sent back.
 */
function samlClaims(outcome: SamlOutcome | null, handoff: string | null): Claims {
  if (!outcome) throw new SsoError("bad_state", "No SAML response was received for this sign-in.");
  if (!handoff || secretTokenHash(handoff) !== outcome.handoffHash)
    throw new SsoError("bad_state", "The provider's response was posted by another browser than the one that started the sign-in.");
  if (!outcome.ok) throw new SsoError(outcome.failure, outcome.detail);
  return outcome.claims;
}

async function burnSamlFlow(db: Db, state: string, handoff: string): Promise<void> {
  await db
    .delete(ssoFlows)
    .where(and(eq(ssoFlows.stateHash, secretTokenHash(state)), sql`${ssoFlows.samlOutcome}->>'handoffHash' = ${secretTokenHash(handoff)}`));
}

/**
 * The ACS: a SAML provider posted a response for the sign-in whose state is
 * its RelayState. The response is checked now; what it came to (the claims,
 * or why it was refused) waits on the flow, once. The callback hands it over
 * only to a browser with both the state cookie (it started the sign-in) and
 * the handoff returned here (it posted the response): someone who sends
 * their own sign-in link to another person gets nothing. An assertion is
 * taken once: its ID is kept until it expires. Null when no sign-in waits.
 */
export async function receiveSamlResponse(deps: SsoDeps, relayState: string, samlResponse: string): Promise<{ state: string; handoff: string } | null> {
  const stateHash = secretTokenHash(relayState);
  // The waiting sign-in and its connection in one query (a SAML connection's: an OpenID flow has no request ID).
  const [waiting] = await deps.db
    .select({ ...connectionColumns, requestId: ssoFlows.samlRequestId, expiresAt: ssoFlows.expiresAt })
    .from(ssoFlows)
    .innerJoin(orgSsoConnections, and(eq(orgSsoConnections.id, ssoFlows.connectionId), eq(orgSsoConnections.protocol, "saml")))
    .where(and(eq(ssoFlows.stateHash, stateHash), isNull(ssoFlows.samlOutcome), sql`${ssoFlows.expiresAt} > now()`));
  if (!waiting?.requestId) return null;
  const { requestId, expiresAt, ...connection } = waiting;
  const startedAt = new Date(expiresAt.getTime() - SSO_FLOW_MINUTES * 60_000);
  // Given only to the browser that posted the response (in the ACS's redirect): the callback wants it with the state cookie.
  const handoff = newSecretToken();
  const handoffHash = secretTokenHash(handoff);
  let outcome: SamlOutcome;
  let assertion: SamlAssertion | null = null;
  try {
    assertion = await checkSamlResponse(
      deps,
      connection.metadata as unknown as IdpMetadata,
      { requestId, startedAt },
      samlResponse,
      connection.mapping.groupsClaim,
    );
    outcome = { handoffHash, ok: true, claims: assertion.claims };
  } catch (error) {
    if (!(error instanceof SsoError)) throw error;
    outcome = { handoffHash, ok: false, failure: error.failure, detail: error.detail };
  }
  const taken = await deps.db.transaction(async (tx) => {
    if (assertion && outcome.ok) {
      const [fresh] = await tx
        .insert(ssoSeenAssertions)
        .values({ connectionId: connection.id, assertionId: assertion.assertionId, expiresAt: assertion.expiresAt })
        .onConflictDoNothing()
        .returning({ assertionId: ssoSeenAssertions.assertionId });
      if (!fresh) outcome = { handoffHash, ok: false, failure: "bad_token", detail: "This assertion was already used (a replayed response)." };
    }
    const [flow] = await tx
      .update(ssoFlows)
      .set({ samlOutcome: outcome })
      .where(and(eq(ssoFlows.stateHash, stateHash), isNull(ssoFlows.samlOutcome)))
      .returning({ stateHash: ssoFlows.stateHash });
    return flow !== undefined;
  });
  return taken ? { state: relayState, handoff } : null;
}

/** The address the provider vouches for: present, a valid address (as the site's forms check them), not said to be unverified. */
function emailOf(claims: Claims): string {
  const raw = text(claims.email);
  if (!raw) throw new SsoError("missing_email", "The ID token and userinfo had no email claim.");
  const parsed = emailText().safeParse(raw);
  if (!parsed.success) throw new SsoError("bad_email", `The email claim is not a valid address.`);
  // Some providers' userinfo sends the claim as a string ("false"), which must not read as verified.
  if (claims.email_verified === false || claims.email_verified === "false")
    throw new SsoError("unverified_email", "The provider's email_verified claim is false.");
  return parsed.data.toLowerCase();
}

async function saveTest(db: Db, connectionId: string, result: Omit<SsoTestResult, "at">): Promise<void> {
  await db
    .update(orgSsoConnections)
    .set({ lastTest: { at: new Date().toISOString(), ...result } })
    .where(eq(orgSsoConnections.id, connectionId));
}

/** Flows nobody came back from, and assertions past their validity (the daily sweep). */
export async function pruneFlows(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(ssoFlows).where(lt(ssoFlows.expiresAt, now)).returning({ stateHash: ssoFlows.stateHash });
  await db.delete(ssoSeenAssertions).where(lt(ssoSeenAssertions.expiresAt, now));
  return gone.length;
}
