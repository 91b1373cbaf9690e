import { useEffect, useState } from "react";

import { useMe } from "../../../api/me.js";
import { Button } from "../../../components/ui/button.js";
import { FormField } from "../../../components/ui/form-field.js";
import { PasswordField } from "../../../components/ui/password-field.js";
import { StatusText } from "../../../components/ui/status-text.js";
import { authClient } from "../../../lib/auth-client.js";
import { toastError } from "../../../lib/feedback.js";
import { useFormSubmit } from "../../../lib/use-form-submit.js";
import { toast } from "../../../lib/use-toast.js";
import { saveFile, unwrap, useRefreshAccount } from "../api.js";
import { AccountSection } from "./section.js";

/** The secret of an otpauth:// URI, in groups of four for typing into an app by hand. */
function manualKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/** The set-up URI as a QR code for authenticator apps (the qrcode library loads only here). */
function SetupQrCode({ totpURI }: { totpURI: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import("qrcode")
      .then((qrcode) => qrcode.toDataURL(totpURI, { margin: 2, width: 200, errorCorrectionLevel: "M" }))
      .then((dataUrl) => current && setImage(dataUrl));
    return () => {
      current = false;
    };
  }, [totpURI]);
  return image ? (
    <img src={image} width={200} height={200} alt="QR code to add Lead or Be Led to your authenticator app" className="rounded-sm" />
  ) : (
    <StatusText>Drawing the code...</StatusText>
  );
}

/** Ten single-use codes, shown once: copy them or save them as a .txt file. */
function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Lead or Be Led backup codes (each works once)\n\n${codes.join("\n")}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast({ title: "Copied", description: "Your backup codes are on the clipboard." });
    } catch {
      toastError("Could not copy", "Select the codes and copy them yourself, or download them.");
    }
  };
  return (
    <div className="flex flex-col gap-4 rounded-sm border border-accent/60 p-4" role="region" aria-label="Backup codes">
      <p className="text-foreground">
        Save these backup codes somewhere safe. Each one signs you in once if you lose your authenticator. <strong>They are shown only now.</strong>
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-lg text-foreground" aria-label="Your backup codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button variant="outline" onClick={() => saveFile(new Blob([text], { type: "text/plain" }), "lead-or-be-led-backup-codes.txt")}>
          Download .txt
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

/** Step 1 (password) and step 2 (scan, then confirm with a code) of turning two-factor sign-in on. */
function TurnOn({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const [setup, setSetup] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const start = useFormSubmit(["password"], async ({ password }) => {
    try {
      const data = await unwrap(authClient.twoFactor.enable({ password }));
      if (data.method === "totp") setSetup({ totpURI: data.totpURI, backupCodes: data.backupCodes });
    } catch (error) {
      toastError("Error turning on two-factor sign-in", error);
    }
  });
  const confirm = useFormSubmit(["code"], async ({ code }) => {
    try {
      await unwrap(authClient.twoFactor.verifyTotp({ code: code.replace(/\s+/g, "") }));
      onEnabled(setup?.backupCodes ?? []);
    } catch (error) {
      toastError("Error turning on two-factor sign-in", error);
    }
  });
  if (!setup) {
    return (
      <form onSubmit={start.onSubmit} className="flex flex-col gap-4">
        <PasswordField label="Current password" name="password" autoComplete="current-password" required />
        <Button type="submit" disabled={start.pending} className="self-start">
          {start.pending ? "Starting..." : "Turn on two-factor sign-in"}
        </Button>
      </form>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-foreground">
        Scan this code with an authenticator app (for example 1Password, Google Authenticator or Aegis), or type the key into it.
      </p>
      <SetupQrCode totpURI={setup.totpURI} />
      <p className="text-sm text-muted">
        Key:{" "}
        <code className="font-mono text-base text-foreground" data-testid="totp-key">
          {manualKey(setup.totpURI)}
        </code>
      </p>
      <form onSubmit={confirm.onSubmit} className="flex flex-col gap-4">
        <FormField label="Code from the app" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} required />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={confirm.pending}>
            {confirm.pending ? "Verifying..." : "Confirm and turn on"}
          </Button>
          <Button variant="ghost" onClick={() => setSetup(null)}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Two-factor sign-in is on: new backup codes, or turn it off with the password and a code. */
function WhenOn({ onNewCodes, onDisabled }: { onNewCodes: (codes: string[]) => void; onDisabled: () => void }) {
  const regenerate = useFormSubmit(["password"], async ({ password }, form) => {
    try {
      const data = await unwrap(authClient.twoFactor.generateBackupCodes({ password }));
      form.reset();
      onNewCodes(data.backupCodes);
    } catch (error) {
      toastError("Error making backup codes", error);
    }
  });
  const disable = useFormSubmit(["password", "code"], async ({ password, code }) => {
    try {
      // The code is this product's extra check (server: auth/account-hooks.ts).
      await unwrap(authClient.twoFactor.disable({ password, ...{ code: code.trim() } }));
      onDisabled();
    } catch (error) {
      toastError("Error turning off two-factor sign-in", error);
    }
  });
  return (
    <div className="flex flex-col gap-8">
      <form onSubmit={regenerate.onSubmit} className="flex flex-col gap-4" aria-label="New backup codes">
        <h3 className="text-xl text-accent">New backup codes</h3>
        <p className="text-sm text-muted">Makes ten new codes; the old ones stop working.</p>
        <PasswordField label="Current password" name="password" autoComplete="current-password" required />
        <Button type="submit" variant="outline" disabled={regenerate.pending} className="self-start">
          {regenerate.pending ? "Making..." : "Make new backup codes"}
        </Button>
      </form>
      <form onSubmit={disable.onSubmit} className="flex flex-col gap-4" aria-label="Turn off two-factor sign-in">
        <h3 className="text-xl text-accent">Turn off</h3>
        <PasswordField label="Current password" name="password" autoComplete="current-password" required />
        <FormField label="Code or backup code" name="code" autoComplete="one-time-code" required />
        <Button type="submit" variant="destructive" disabled={disable.pending} className="self-start">
          {disable.pending ? "Turning off..." : "Turn off two-factor sign-in"}
        </Button>
      </form>
    </div>
  );
}

/** TOTP with Better Auth's two-factor plugin: set up, backup codes, off. */
export function TwoFactorSection() {
  const me = useMe();
  const refreshAccount = useRefreshAccount();
  const [codes, setCodes] = useState<string[] | null>(null);
  const on = me.data?.twoFactorEnabled === true;
  const shown = (next: string[]) => {
    setCodes(next);
    void refreshAccount();
  };
  return (
    <AccountSection
      id="two-factor"
      title="Two-factor sign-in"
      description={
        me.data?.twoFactorRequired
          ? "Admins must turn this on before the admin tools open."
          : "After your password, sign-in also asks for a code from an authenticator app on your phone."
      }
    >
      {me.data ? (
        <p className="text-foreground" role="status">
          Two-factor sign-in is <strong>{on ? "on" : "off"}</strong>.
        </p>
      ) : (
        <StatusText>Loading...</StatusText>
      )}
      {codes ? <BackupCodes codes={codes} onDone={() => setCodes(null)} /> : null}
      {me.data && !codes ? (
        on ? (
          <WhenOn
            onNewCodes={(next) => {
              shown(next);
              toast({ title: "New backup codes", description: "Your old backup codes no longer work." });
            }}
            onDisabled={() => {
              void refreshAccount();
              toast({ title: "Two-factor sign-in is off", description: "Sign-in now asks only for your password." });
            }}
          />
        ) : (
          <TurnOn
            onEnabled={(next) => {
              shown(next);
              toast({ title: "Two-factor sign-in is on", description: "Save your backup codes now." });
            }}
          />
        )
      ) : null}
    </AccountSection>
  );
}
