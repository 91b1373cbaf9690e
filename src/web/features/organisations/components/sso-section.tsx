import { Copy, FlaskConical, KeyRound, Pencil, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";

import type { Org, OrgRole } from "../../../../shared/orgs.js";
import {
  placementOf,
  SSO_FAILURES,
  type ConnectionInput,
  type ConnectionPatch,
  type SsoConnection,
  type SsoMapping,
  type SsoTestResult,
} from "../../../../shared/sso.js";
import { Badge } from "../../../components/ui/badge.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { Input } from "../../../components/ui/input.js";
import { Label } from "../../../components/ui/label.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { SwitchField } from "../../../components/ui/switch-field.js";
import { reportAction, toastError, useErrorToast } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { goTo } from "../../../lib/go-to.js";
import { withoutParam } from "../../../lib/search-params.js";
import { toast } from "../../../lib/use-toast.js";
import { useSsoActions, useSsoSettings } from "../api.js";
import { ROLE_LABELS, unitName } from "../lib/labels.js";
import { Facts, OrgSection } from "./org-section.js";
import { ConnectionForm, mappingOf, type ConnectionDraft } from "./sso-connection-form.js";

// Sign-in (SSO) on the organisation page (issue 34, docs/decisions/099): what
// to enter at the identity provider, the organisation's connections with
// their last test, adding and changing them, turning one on, and requiring
// organisation sign-in for the organisation's domains. Owners and site
// admins only, as the API allows.

type Actions = ReturnType<typeof useSsoActions>;

/**
 * Where a person with these groups would land by this mapping, as the server
 * places them (first rule whose group they have, compared without case; else
 * a new person joins the default unit as a member).
 */
function placementText(org: Org, mapping: SsoMapping, groups: readonly string[]): string {
  const rule = placementOf(mapping, groups);
  const place = (unitId: string | null, role: OrgRole) => `${ROLE_LABELS[role]}, ${unitName(org.units, unitId)}`;
  return rule
    ? `Rule “${rule.group}”: ${place(rule.unitId, rule.role)}`
    : `No rule matches: a new person joins as ${place(mapping.defaultUnitId, "member")}; someone already here stays where they are`;
}

/** The connection's last test: passed or why not, and what the provider said about the tester, to check the mapping against. */
function LastTest({ org, connection, test }: { org: Org; connection: SsoConnection; test: SsoTestResult | null }) {
  if (!test) return <p className="text-sm text-muted">Not tested yet. A passed test is needed before the connection can be used.</p>;
  const when = formatDate(test.at, "dateTime");
  return (
    <div className="flex flex-col gap-3 rounded-sm border border-border bg-background p-3" role="group" aria-label={`Last test of ${connection.name}`}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-foreground">
        <Badge tone={test.ok ? "accent" : "destructive"}>{test.ok ? "PASSED" : "FAILED"}</Badge>
        <span>{`Last test ${when}`}</span>
      </p>
      {test.failure ? <p className="text-sm text-foreground">{SSO_FAILURES[test.failure]}</p> : null}
      {test.detail ? <p className="font-mono text-xs [overflow-wrap:anywhere] text-muted">{test.detail}</p> : null}
      {test.claims ? (
        <Facts
          rows={[
            ["E-mail sent", test.claims.email ?? "None"],
            ["Name sent", test.claims.name ?? "None"],
            [`Groups (${connection.mapping.groupsClaim})`, test.claims.groups.length > 0 ? test.claims.groups.join(", ") : "None"],
            ["By the mapping", placementText(org, connection.mapping, test.claims.groups)],
          ]}
        />
      ) : null}
    </div>
  );
}

/**
 * What the API takes for a changed connection: only what changed, the secret
 * only when typed again; SAML metadata uploaded, or fetched again from its
 * address at each save (so a provider's new certificate is picked up).
 */
function patchOf(connection: SsoConnection, draft: ConnectionDraft): ConnectionPatch {
  const mapping = mappingOf(draft);
  const metadataUrl = draft.metadataUrl.trim();
  const provider: ConnectionPatch =
    connection.protocol === "saml"
      ? draft.metadataXml
        ? { metadataXml: draft.metadataXml }
        : metadataUrl
          ? { metadataUrl }
          : {}
      : {
          ...(draft.discoveryUrl.trim() !== connection.discoveryUrl ? { discoveryUrl: draft.discoveryUrl.trim() } : {}),
          ...(draft.clientId.trim() !== connection.clientId ? { clientId: draft.clientId.trim() } : {}),
          ...(draft.clientSecret ? { clientSecret: draft.clientSecret } : {}),
        };
  return {
    ...(draft.name.trim() !== connection.name ? { name: draft.name.trim() } : {}),
    ...provider,
    ...(JSON.stringify(mapping) !== JSON.stringify(connection.mapping) ? { mapping } : {}),
  };
}

/** A new connection as the API takes it, for its protocol. */
function inputOf(draft: ConnectionDraft): ConnectionInput {
  const common = { name: draft.name.trim(), mapping: mappingOf(draft) };
  if (draft.protocol === "oidc")
    return { protocol: "oidc", ...common, discoveryUrl: draft.discoveryUrl.trim(), clientId: draft.clientId.trim(), clientSecret: draft.clientSecret };
  return { protocol: "saml", ...common, ...(draft.metadataXml ? { metadataXml: draft.metadataXml } : { metadataUrl: draft.metadataUrl.trim() }) };
}

/** What the card says about the provider: OpenID's discovery and client, or SAML's entity, metadata and certificates. */
function providerFacts(connection: SsoConnection): [string, string][] {
  if (connection.protocol === "saml")
    return [
      ["Protocol", "SAML 2.0"],
      ["Entity ID", connection.issuer ?? "Not known yet"],
      ["Metadata", connection.metadataUrl ?? "Uploaded file"],
      ...connection.certificates.map((cert, index): [string, string] => [
        `Signing certificate ${index + 1}`,
        `${cert.fingerprint.slice(0, 23)}… valid until ${formatDate(cert.notAfter, "long")}`,
      ]),
    ];
  return [
    ["Protocol", "OpenID Connect"],
    ["Issuer", connection.issuer ?? "Not known yet"],
    ["Discovery URL", connection.discoveryUrl ?? "None"],
    ["Client ID", connection.clientId ?? "None"],
    ["Client secret", connection.hasSecret ? "Saved (never shown)" : "None saved"],
  ];
}

function ConnectionCard({ org, connection, actions }: { org: Org; connection: SsoConnection; actions: Actions }) {
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { update, remove, test } = actions;
  // The mutations are the section's: this card waits only on its own.
  const updatingThis = update.isPending && update.variables.connectionId === connection.id;
  const switching = updatingThis && update.variables.change.active !== undefined;
  const saving = updatingThis && !switching;
  const testing = leaving || (test.isPending && test.variables === connection.id);
  const active = switching ? update.variables?.change.active === true : connection.active;

  const setActive = (next: boolean) =>
    void reportAction(() => update.mutateAsync({ connectionId: connection.id, change: { active: next } }), {
      success: next ? `${connection.name} is in use` : `${connection.name} is turned off`,
      errorTitle: "Error changing connection",
    });
  const runTest = async () => {
    try {
      const { url } = await test.mutateAsync(connection.id);
      setLeaving(true);
      // To the identity provider: the test's round trip comes back to this page with ?sso-test=.
      goTo(url);
    } catch (error) {
      toastError("Error testing connection", error);
    }
  };
  const save = async (draft: ConnectionDraft) => {
    const saved = await reportAction(() => update.mutateAsync({ connectionId: connection.id, change: patchOf(connection, draft) }), {
      success: "Connection saved",
      errorTitle: "Error saving connection",
    });
    if (saved) setEditing(false);
    return saved;
  };

  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-sm border border-border p-4" aria-labelledby={`sso-${connection.id}-name`}>
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={`sso-${connection.id}-name`} className="font-display text-lg font-bold tracking-wider [overflow-wrap:anywhere] text-foreground uppercase">
          {connection.name}
        </h4>
        <Badge tone={connection.active ? "accent" : "neutral"}>{connection.active ? "IN USE" : "OFF"}</Badge>
      </div>
      <Facts rows={[...providerFacts(connection), ["Added", formatDate(connection.createdAt, "dateTime")]]} />
      <LastTest org={org} connection={connection} test={connection.lastTest} />
      <SwitchField
        label="Use this connection"
        hint={
          connection.active
            ? "People at your verified domains can sign in through it."
            : "People at your verified domains sign in through it once it is on. It needs a passed test first, and only one connection can be in use."
        }
        checked={active}
        disabled={switching}
        onCheckedChange={setActive}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={testing} onClick={() => void runTest()}>
          <FlaskConical aria-hidden="true" />
          {testing ? "Opening the provider..." : "Test connection"}
        </Button>
        {editing ? null : (
          <Button variant="quiet" size="sm" onClick={() => setEditing(true)} aria-label={`Change ${connection.name}`}>
            <Pencil aria-hidden="true" />
            Change
          </Button>
        )}
        <ConfirmDialog
          title={`Delete ${connection.name}?`}
          question="Its people can no longer sign in through it; their accounts and records stay. If it was the connection in use, organisation sign-in is no longer required."
          onConfirm={() => reportAction(() => remove.mutateAsync(connection.id), { success: "Connection deleted", errorTitle: "Error deleting connection" })}
          trigger={
            <Button variant="ghostDestructive" size="sm" aria-label={`Delete ${connection.name}`}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          }
        />
      </div>
      {editing ? <ConnectionForm org={org} connection={connection} pending={saving} onSave={save} onCancel={() => setEditing(false)} /> : null}
    </li>
  );
}

/** A value to enter at the provider (the redirect URI, the entity ID, the ACS URL), to read or copy. */
function CopyField({ label, value, hint }: { label: string; value: string; hint: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: `${label} copied`, description: "Paste it into your identity provider's app registration." });
    } catch {
      // Clipboard access can be refused (permissions, an insecure origin): select it to copy by hand.
      input.current?.select();
      toastError(`Could not copy the ${label}`, "Select it and copy it yourself.");
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-hint`}
          textSize="sm"
          className="font-mono"
        />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}

/** A test's round trip ends back here with ?sso-test=passed|failed: say how it went, once, and take the word out of the address. */
function useTestOutcome(connections: readonly SsoConnection[] | undefined) {
  const [params, setParams] = useSearchParams();
  const outcome = params.get("sso-test");
  const told = useRef(false);
  useEffect(() => {
    if (!outcome || !connections || told.current) return;
    told.current = true;
    const latest = connections.filter((connection) => connection.lastTest !== null).sort((a, b) => (a.lastTest!.at < b.lastTest!.at ? 1 : -1))[0];
    const result = latest?.lastTest;
    if (outcome === "passed") {
      toast({
        title: "Connection test passed",
        description: latest ? `${latest.name}: check what the provider sent against your mapping below.` : "Check what the provider sent below.",
      });
    } else {
      toastError("Connection test failed", result?.failure ? SSO_FAILURES[result.failure] : "See the connection's last test below for what went wrong.");
    }
    setParams(withoutParam("sso-test"), { replace: true });
    document.getElementById("sso")?.scrollIntoView?.({ block: "start" });
  }, [outcome, connections, setParams]);
}

/** Owners' and site admins' sign-in settings: the connections to the organisation's identity provider, and whether its people must use it. */
export function SsoSection({ org }: { org: Org }) {
  const settings = useSsoSettings(org.id);
  useErrorToast("Error fetching sign-in settings", settings);
  const actions = useSsoActions(org.id);
  useTestOutcome(settings.data?.connections);
  const data = settings.data;
  const { setRequired, create } = actions;
  const required = (setRequired.isPending ? setRequired.variables : data?.required) ?? false;

  const add = (draft: ConnectionDraft) =>
    reportAction(() => create.mutateAsync(inputOf(draft)), {
      success: (connection) => `${connection.name} added: test it, then turn it on`,
      errorTitle: "Error adding connection",
    });

  return (
    <OrgSection
      id="sso"
      title="Sign-in (SSO)"
      description="Your people sign in with their work account through your identity provider (OpenID Connect or SAML 2.0), and land in the unit their groups say."
    >
      {settings.isPending ? (
        <StatusText compact>Loading...</StatusText>
      ) : !data ? (
        <StatusText compact>Could not load the sign-in settings.</StatusText>
      ) : (
        <>
          <CopyField
            label="Redirect URI"
            value={data.setup.redirectUri}
            hint="OpenID Connect: register the site at your identity provider (Microsoft Entra ID, Okta, Google Workspace, Keycloak) as a web application with this redirect URI, then add its discovery URL, client ID and client secret below."
          />
          <div className="flex flex-col gap-4 rounded-sm border border-border p-4" role="group" aria-label="SAML 2.0 service provider">
            <CopyField label="Entity ID" value={data.setup.samlEntityId} hint="SAML 2.0: the identifier (audience) of this site at your provider." />
            <CopyField label="ACS URL" value={data.setup.samlAcsUrl} hint="SAML 2.0: the reply (assertion consumer service) URL, HTTP-POST binding." />
            <p className="text-sm text-muted">
              <a
                className="text-accent underline underline-offset-4 hover:text-accent-hover"
                href={data.setup.samlEntityId}
                download="lead-or-be-led-sp-metadata.xml"
              >
                Download this site&apos;s SAML metadata
              </a>{" "}
              to import it at your provider instead of typing these. Sign assertions with SHA-256. The metadata also carries this site&apos;s certificate: it
              signs this site&apos;s requests, and your provider may encrypt assertions with it.
            </p>
          </div>
          <SwitchField
            label="Require organisation sign-in for our domains"
            hint="People at your verified domains then sign in only through the connection in use: their passwords, password resets and new passkeys are refused. A site admin can always turn this off."
            checked={required}
            disabled={setRequired.isPending}
            onCheckedChange={(next) =>
              void reportAction(() => setRequired.mutateAsync(next), {
                success: next ? "Organisation sign-in is required" : "Organisation sign-in is no longer required",
                errorTitle: "Error changing organisation sign-in",
              })
            }
          />
          <h3 className="font-display text-lg font-bold tracking-wider text-foreground uppercase">Connections</h3>
          {data.connections.length === 0 ? (
            <p className="text-sm text-muted">No connections yet.</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {data.connections.map((connection) => (
                <ConnectionCard key={connection.id} org={org} connection={connection} actions={actions} />
              ))}
            </ul>
          )}
          <h3 className="flex items-center gap-2 font-display text-lg font-bold tracking-wider text-foreground uppercase">
            <KeyRound aria-hidden="true" className="size-4 text-accent" />
            Add a connection
          </h3>
          <ConnectionForm org={org} pending={create.isPending} onSave={add} />
        </>
      )}
    </OrgSection>
  );
}
