import { browserSupportsWebAuthn, startRegistration, WebAuthnError, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AUTH_PATHS } from "../../../shared/paths.js";
import { useViewer } from "../../api/viewer.js";
import { authClient } from "../../lib/auth-client.js";
import { unwrap } from "./api.js";

// The account page's passkeys (Better Auth's passkey plugin, docs/decisions/056):
// the list, rename and delete through the plugin's client; adding one runs
// the browser's ceremony here, because the server asks for the password
// with the new passkey and the plugin's client sends no extra field (so the
// two registration endpoints are called by path, through the client's $fetch).


export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  /** Synced across the member's devices (a password manager, iCloud, Google) or bound to one. */
  synced: boolean;
}

const passkeyKeys = { list: (viewer: string) => ["account", "passkeys", viewer] as const };

export function usePasskeys() {
  const { viewer, signedIn } = useViewer();
  return useQuery({
    queryKey: passkeyKeys.list(viewer),
    queryFn: async (): Promise<PasskeyRow[]> => {
      const rows = await unwrap(authClient.passkey.listUserPasskeys());
      return rows
        .map((p) => ({ id: p.id, name: p.name || "Passkey", createdAt: new Date(p.createdAt).toISOString(), synced: p.deviceType === "multiDevice" }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    enabled: signedIn,
  });
}

/** What the browser's refusal means to the member. */
function ceremonyMessage(error: unknown): string {
  if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "This device already holds a passkey for your account.";
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")) return "No passkey was made: the request was cancelled or timed out.";
  return "This browser or device could not make a passkey.";
}

async function addPasskey({ name, password }: { name: string; password: string }): Promise<void> {
  if (!browserSupportsWebAuthn()) throw new Error("This browser cannot use passkeys.");
  const optionsJSON = await unwrap(authClient.$fetch<PublicKeyCredentialCreationOptionsJSON>(AUTH_PATHS.passkeyRegisterOptions, { method: "GET" }));
  let response;
  try {
    response = await startRegistration({ optionsJSON });
  } catch (error) {
    throw new Error(ceremonyMessage(error), { cause: error });
  }
  await unwrap(authClient.$fetch(AUTH_PATHS.passkeyVerifyRegistration, { method: "POST", body: { response, name, password } }));
}

function usePasskeyMutation<T>(run: (input: T) => Promise<unknown>) {
  const { viewer } = useViewer();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list(viewer) }) });
}

export const useAddPasskey = () => usePasskeyMutation(addPasskey);
export const useRenamePasskey = () => usePasskeyMutation((input: { id: string; name: string }) => unwrap(authClient.passkey.updatePasskey(input)));
export const useDeletePasskey = () => usePasskeyMutation((id: string) => unwrap(authClient.passkey.deletePasskey({ id })));
