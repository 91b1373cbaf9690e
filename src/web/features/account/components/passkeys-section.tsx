import { KeyRound } from "lucide-react";
import { useState } from "react";

import { PASSKEY_NAME_MAX, passkeyNameSchema } from "../../../../shared/account.js";
import { Button } from "../../../components/ui/button.js";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.js";
import { FormField } from "../../../components/ui/form-field.js";
import { PasswordField } from "../../../components/ui/password-field.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { firstIssue, toastError } from "../../../lib/feedback.js";
import { formatDate } from "../../../lib/format.js";
import { useFormSubmit } from "../../../lib/use-form-submit.js";
import { toast } from "../../../lib/use-toast.js";
import { useAddPasskey, useDeletePasskey, usePasskeys, useRenamePasskey, type PasskeyRow } from "../api.js";
import { AccountSection } from "./section.js";

/** A name as the server will take it, or a toast and null. */
function checkedName(title: string, value: string): string | null {
  const parsed = passkeyNameSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  toastError(title, firstIssue(parsed.error));
  return null;
}

function AddPasskeyForm() {
  const add = useAddPasskey();
  const { pending, onSubmit } = useFormSubmit(["passkeyName", "password"], async ({ passkeyName, password }, form) => {
    const name = checkedName("Error adding passkey", passkeyName);
    if (!name) return;
    try {
      await add.mutateAsync({ name, password });
      form.reset();
      toast({ title: "Passkey added", description: `"${name}" can now sign you in without your password.` });
    } catch (error) {
      toastError("Error adding passkey", error);
    }
  });
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Add a passkey">
      <FormField label="Passkey name" name="passkeyName" placeholder="Work laptop" maxLength={PASSKEY_NAME_MAX} autoComplete="off" required />
      <PasswordField label="Current password" name="password" autoComplete="current-password" required />
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? "Waiting for your device..." : "Add a passkey"}
      </Button>
    </form>
  );
}

function PasskeyItem({ passkey }: { passkey: PasskeyRow }) {
  const [editing, setEditing] = useState(false);
  const rename = useRenamePasskey();
  const remove = useDeletePasskey();
  const { pending, onSubmit } = useFormSubmit(["name"], async ({ name }) => {
    const checked = checkedName("Error renaming passkey", name);
    if (!checked) return;
    try {
      await rename.mutateAsync({ id: passkey.id, name: checked });
      setEditing(false);
      toast({ title: "Passkey renamed", description: `It is now called "${checked}".` });
    } catch (error) {
      toastError("Error renaming passkey", error);
    }
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      {editing ? (
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
          <FormField
            label={`New name for ${passkey.name}`}
            name="name"
            defaultValue={passkey.name}
            maxLength={PASSKEY_NAME_MAX}
            autoComplete="off"
            required
            autoFocus
          />
          <Button type="submit" size="sm" disabled={pending}>
            {pending ? "Saving..." : "Save"}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex items-start gap-3">
          <KeyRound aria-hidden="true" className="mt-1 size-5 text-accent" />
          <div>
            <p className="font-semibold text-foreground">{passkey.name}</p>
            <p className="text-sm text-muted">
              Added {formatDate(passkey.createdAt, "short")} · {passkey.synced ? "synced across your devices" : "on one device"}
            </p>
          </div>
        </div>
      )}
      {editing ? null : (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Rename<span className="sr-only"> {passkey.name}</span>
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm">
                Delete<span className="sr-only"> {passkey.name}</span>
              </Button>
            }
            title="Delete passkey"
            question={`Are you sure you want to delete the passkey "${passkey.name}"? It will no longer sign you in.`}
            onConfirm={() =>
              remove.mutateAsync(passkey.id).then(
                () => toast({ title: "Passkey deleted", description: `"${passkey.name}" no longer signs you in.` }),
                (error: unknown) => toastError("Error deleting passkey", error),
              )
            }
          />
        </div>
      )}
    </li>
  );
}

/** Passkeys: a password-free sign-in from this device, a phone or a security key. */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const items = passkeys.data ?? [];
  return (
    <AccountSection
      id="passkeys"
      title="Passkeys"
      description="Sign in with your fingerprint, face, screen lock or security key instead of your password. A passkey cannot be phished: it only works on this site."
    >
      {passkeys.isPending ? <StatusText>Loading passkeys...</StatusText> : null}
      {passkeys.isSuccess && items.length === 0 ? <StatusText>No passkeys yet.</StatusText> : null}
      {items.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border" aria-label="Your passkeys">
          {items.map((p) => (
            <PasskeyItem key={p.id} passkey={p} />
          ))}
        </ul>
      ) : null}
      <AddPasskeyForm />
    </AccountSection>
  );
}
