import { Plus, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";

import type { Org, OrgRole } from "../../../../shared/orgs.js";
import { SAML_METADATA_MAX_BYTES, SSO_MAPPING_RULES_MAX, SSO_NAME_MAX, type SsoConnection, type SsoMapping, type SsoProtocol } from "../../../../shared/sso.js";
import { Button } from "../../../components/ui/button.js";
import { FormField } from "../../../components/ui/form-field.js";
import { PasswordField } from "../../../components/ui/password-field.js";
import { RoleSelect, UnitSelect } from "./selects.js";

// The form that adds a connection or changes one (issue 34): OpenID Connect by
// the provider's discovery address and the client registered there, or SAML
// 2.0 by the provider's metadata (its address, or the XML uploaded); and where
// its people go by their groups. A saved client secret is never shown: when
// changing a connection, an empty secret field keeps it.

interface RuleDraft {
  /** The row's own key while it is edited (rules have no ids). */
  key: number;
  group: string;
  unitId: string;
  role: OrgRole;
}

export interface ConnectionDraft {
  protocol: SsoProtocol;
  name: string;
  discoveryUrl: string;
  clientId: string;
  /** Empty when changing a connection: keep the saved one. */
  clientSecret: string;
  /** SAML: the metadata's address, or an uploaded file's text (which wins when both are there). */
  metadataUrl: string;
  metadataXml: string;
  groupsClaim: string;
  rules: RuleDraft[];
  defaultUnitId: string;
}

let lastRuleKey = 0;
const ruleDraft = (rule?: SsoMapping["rules"][number]): RuleDraft => ({
  key: ++lastRuleKey,
  group: rule?.group ?? "",
  unitId: rule?.unitId ?? "",
  role: rule?.role ?? "member",
});

/** A connection's values to edit, or an empty form to add one. */
function draftOf(connection?: SsoConnection, protocol: SsoProtocol = "oidc"): ConnectionDraft {
  return {
    protocol: connection?.protocol ?? protocol,
    name: connection?.name ?? "",
    discoveryUrl: connection?.discoveryUrl ?? "",
    clientId: connection?.clientId ?? "",
    clientSecret: "",
    metadataUrl: connection?.metadataUrl ?? "",
    metadataXml: "",
    groupsClaim: connection?.mapping.groupsClaim ?? "groups",
    rules: connection?.mapping.rules.map(ruleDraft) ?? [],
    defaultUnitId: connection?.mapping.defaultUnitId ?? "",
  };
}

/** The mapping as the API takes it: no unit is null, an empty claim name is the usual "groups". */
export function mappingOf(draft: ConnectionDraft): SsoMapping {
  return {
    groupsClaim: draft.groupsClaim.trim() || "groups",
    rules: draft.rules.map(({ group, unitId, role }) => ({ group: group.trim(), unitId: unitId || null, role })),
    defaultUnitId: draft.defaultUnitId || null,
  };
}

/** Provider groups to units and roles: the first rule whose group a person has wins; without one they join the default unit as members. */
function MappingEditor({ org, draft, change }: { org: Org; draft: ConnectionDraft; change: (next: Partial<ConnectionDraft>) => void }) {
  const hintId = useId();
  const setRule = (key: number, next: Partial<RuleDraft>) => change({ rules: draft.rules.map((rule) => (rule.key === key ? { ...rule, ...next } : rule)) });
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-sm border border-border p-4" aria-describedby={hintId}>
      <legend className="px-1 font-display text-sm font-bold tracking-wider text-foreground uppercase">Groups to units and roles</legend>
      <p id={hintId} className="text-sm text-muted">
        At each sign-in the first rule whose group the person has sets their unit and role (groups are compared without regard to case). Without a match, a new
        person joins the default unit as a member and someone already here stays where they are.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={draft.protocol === "saml" ? "Groups attribute" : "Groups claim"}
          value={draft.groupsClaim}
          onChange={(event) => change({ groupsClaim: event.target.value })}
          placeholder={draft.protocol === "saml" ? "http://schemas.microsoft.com/ws/2008/06/identity/claims/groups" : "groups"}
          spellCheck={false}
          autoCapitalize="none"
          limit={200}
        />
        <UnitSelect label="Default unit" units={org.units} value={draft.defaultUnitId} onChange={(defaultUnitId) => change({ defaultUnitId })} />
      </div>
      {draft.rules.length === 0 ? <p className="text-sm text-muted">No rules: everyone joins the default unit.</p> : null}
      <ol className="flex flex-col gap-3">
        {draft.rules.map((rule, index) => (
          <li key={rule.key}>
            <fieldset className="grid min-w-0 gap-3 border-l-2 border-accent/60 pl-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem_auto] sm:items-end">
              <legend className="mb-2 text-xs font-semibold tracking-wider text-muted uppercase">{`Rule ${index + 1}`}</legend>
              <FormField label="Group" value={rule.group} onChange={(event) => setRule(rule.key, { group: event.target.value })} required limit={200} />
              <UnitSelect label="Unit" units={org.units} value={rule.unitId} onChange={(unitId) => setRule(rule.key, { unitId })} />
              <RoleSelect value={rule.role} onChange={(role) => setRule(rule.key, { role })} />
              <Button
                variant="ghostDestructive"
                size="sm"
                className="self-start sm:mb-1.5 sm:self-end"
                aria-label={`Remove rule ${index + 1}`}
                onClick={() => change({ rules: draft.rules.filter((other) => other.key !== rule.key) })}
              >
                <Trash2 aria-hidden="true" />
                <span className="sm:sr-only">Remove</span>
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={draft.rules.length >= SSO_MAPPING_RULES_MAX}
        onClick={() => change({ rules: [...draft.rules, ruleDraft()] })}
      >
        <Plus aria-hidden="true" />
        Add rule
      </Button>
    </fieldset>
  );
}

type Change = (next: Partial<ConnectionDraft>) => void;

/** A provider's web address (discovery document, metadata): typed, not spell-checked. */
function AddressField({
  label,
  value,
  onChange,
  placeholder,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  required: boolean;
}) {
  return (
    <FormField
      label={label}
      type="url"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      spellCheck={false}
      required={required}
    />
  );
}

/** OpenID Connect: the discovery address, the client registered at the provider and its secret. */
function OidcFields({ draft, change, keepsSecret }: { draft: ConnectionDraft; change: Change; keepsSecret: boolean }) {
  const secretHintId = useId();
  return (
    <>
      <AddressField
        label="Discovery URL"
        value={draft.discoveryUrl}
        onChange={(discoveryUrl) => change({ discoveryUrl })}
        placeholder="https://login.example.com/.well-known/openid-configuration"
        required
      />
      <FormField
        label="Client ID"
        value={draft.clientId}
        onChange={(event) => change({ clientId: event.target.value })}
        spellCheck={false}
        autoCapitalize="none"
        autoComplete="off"
        required
      />
      <div className="flex flex-col gap-1">
        <PasswordField
          label={keepsSecret ? "New client secret" : "Client secret"}
          autoComplete="new-password"
          value={draft.clientSecret}
          onChange={(event) => change({ clientSecret: event.target.value })}
          required={!keepsSecret}
          aria-describedby={secretHintId}
        />
        <p id={secretHintId} className="text-sm text-muted">
          {keepsSecret ? "Leave it empty to keep the saved secret. The saved one is never shown." : "Stored encrypted and never shown again, not even to you."}
        </p>
      </div>
    </>
  );
}

/** SAML 2.0: the provider's metadata, from its address or as an uploaded file. */
function SamlFields({ draft, change, changing }: { draft: ConnectionDraft; change: Change; changing: boolean }) {
  const hintId = useId();
  const fileId = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    setFileError(null);
    setFileName(null);
    change({ metadataXml: "" });
    if (!file) return;
    if (file.size > SAML_METADATA_MAX_BYTES) return setFileError(`The metadata file must be at most ${SAML_METADATA_MAX_BYTES / 1024} KB.`);
    // The name is shown once the text is there, so what the form says and what it sends agree.
    const text = await file.text();
    change({ metadataXml: text });
    setFileName(file.name);
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2" role="group" aria-describedby={hintId}>
      <AddressField
        label="Metadata URL"
        value={draft.metadataUrl}
        onChange={(metadataUrl) => change({ metadataUrl })}
        placeholder="https://login.example.com/federationmetadata/2007-06/federationmetadata.xml"
        required={!changing && draft.metadataXml === ""}
      />
      <div className="flex flex-col gap-2">
        <label htmlFor={fileId} className="text-sm font-semibold text-foreground">
          Or upload the metadata XML
        </label>
        <input
          id={fileId}
          type="file"
          accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
          onChange={(event) => void pick(event.target.files?.[0])}
          aria-invalid={fileError ? true : undefined}
          className="text-sm text-foreground file:mr-3 file:rounded-sm file:border file:border-border file:bg-surface file:px-3 file:py-1.5 file:text-foreground focus-visible:outline-2 focus-visible:outline-accent"
        />
        {fileError ? (
          <p role="alert" className="text-sm text-destructive">
            {fileError}
          </p>
        ) : fileName ? (
          <p className="text-sm text-muted">{`${fileName} will be used instead of the URL.`}</p>
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-muted sm:col-span-2">
        {changing
          ? "Saving fetches the metadata again from its URL (a provider's new certificate is picked up), or uses the file you upload."
          : "Give the address of your provider's SAML metadata, or upload the file. Its signing certificates and sign-in address are read from it."}
      </p>
    </div>
  );
}

/** A new connection's protocol. */
function ProtocolChoice({ value, onChange }: { value: SsoProtocol; onChange: (protocol: SsoProtocol) => void }) {
  const name = useId();
  const options: [SsoProtocol, string][] = [
    ["oidc", "OpenID Connect"],
    ["saml", "SAML 2.0"],
  ];
  return (
    <fieldset className="flex flex-wrap gap-4">
      <legend className="mb-2 text-sm font-semibold text-foreground">Protocol</legend>
      {options.map(([protocol, label]) => (
        <label key={protocol} className="flex cursor-pointer items-center gap-2 text-sm text-foreground">
          <input
            type="radio"
            name={name}
            value={protocol}
            checked={value === protocol}
            onChange={() => onChange(protocol)}
            className="size-4 accent-accent focus-visible:outline-2 focus-visible:outline-accent"
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

export interface ConnectionFormProps {
  org: Org;
  /** The connection being changed; none: a new one. */
  connection?: SsoConnection;
  pending: boolean;
  /** Sends the form; true when saved (a new connection's form then empties, a refusal keeps what was typed). */
  onSave: (draft: ConnectionDraft) => Promise<boolean>;
  onCancel?: () => void;
}

export function ConnectionForm({ org, connection, pending, onSave, onCancel }: ConnectionFormProps) {
  const [draft, setDraft] = useState(() => draftOf(connection));
  const change = (next: Partial<ConnectionDraft>) => setDraft((current) => ({ ...current, ...next }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onSave(draft).then((saved) => {
      if (saved && !connection) setDraft(draftOf(undefined, draft.protocol));
    });
  };

  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-4" aria-label={connection ? `Change ${connection.name}` : "Add a connection"}>
      {connection ? null : <ProtocolChoice value={draft.protocol} onChange={(protocol) => change({ protocol })} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {/* Changing a connection opens this form below its card: focus goes to its first field, as in the other edit forms. */}
        <FormField
          label="Name"
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
          required
          limit={SSO_NAME_MAX}
          autoFocus={connection !== undefined}
        />
        {draft.protocol === "oidc" ? <OidcFields draft={draft} change={change} keepsSecret={connection?.hasSecret === true} /> : null}
      </div>
      {draft.protocol === "saml" ? <SamlFields draft={draft} change={change} changing={connection !== undefined} /> : null}
      <MappingEditor org={org} draft={draft} change={change} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {connection ? (pending ? "Saving..." : "Save connection") : pending ? "Checking the provider..." : "Add connection"}
        </Button>
        {onCancel ? (
          <Button variant="quiet" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
