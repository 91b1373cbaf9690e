import { browserSupportsWebAuthn, startRegistration, WebAuthnError, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { accountApiPaths, accountSessionsSchema, type DeleteAccountInput } from "../../../shared/my-account.js";
import { AUTH_PATHS } from "../../../shared/paths.js";
import { useCacheOwner, type CacheOwner } from "../../api/cache-owner.js";
import { meKeys } from "../../api/me.js";
import { apiFetch } from "../../lib/api-client.js";
import { authClient } from "../../lib/auth-client.js";
import { authErrorMessage } from "../../lib/feedback.js";

// The account page's calls: ours under /api/account (devices, export,
// deletion) and Better Auth's under /api/auth through its client (profile,
// e-mail, password, two-factor). Errors reach the sections as thrown errors
// with the server's message, shown in the spec's toast.

export const accountKeys = { sessions: (owner: CacheOwner) => ["account", "sessions", owner] as const };

export function useSessions() {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: accountKeys.sessions(owner),
    queryFn: ({ signal }) => apiFetch(accountApiPaths.sessions, { signal, parse: accountSessionsSchema.parse }),
    enabled: signedIn,
  });
}

export function useRevokeSession() {
  const { owner } = useCacheOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(accountApiPaths.session(id), { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(owner) }),
  });
}

/** Better Auth's answer `{ data, error }` as a value or a thrown Error with the server's message. */
export async function unwrap<T>(call: Promise<{ data: T | null; error: { message?: string; status?: number } | null }>): Promise<T> {
  const { data, error } = await call;
  if (error) throw new Error(authErrorMessage(error));
  return data as T;
}

export function useRevokeOtherSessions() {
  const { owner } = useCacheOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(authClient.revokeOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(owner) }),
  });
}

/** After a change of two-factor state or e-mail: the profile and the session read again. */
export function useRefreshAccount() {
  const { owner } = useCacheOwner();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: meKeys.mine(owner) }), queryClient.invalidateQueries({ queryKey: accountKeys.sessions(owner) })]);
}

/** Downloads the data export as the file the server names. */
export async function downloadExport(): Promise<void> {
  const response = await fetch(accountApiPaths.export, { credentials: "same-origin" });
  if (!response.ok) throw new Error("Could not prepare your data. Please try again.");
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "lead-or-be-led-account.json";
  saveFile(await response.blob(), name);
}

/** Offers a Blob to the browser as a download. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const deleteAccount = (input: DeleteAccountInput) => apiFetch(accountApiPaths.delete, { method: "POST", json: input });

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

const passkeyKeys = { list: (owner: CacheOwner) => ["account", "passkeys", owner] as const };

export function usePasskeys() {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: passkeyKeys.list(owner),
    queryFn: async (): Promise<PasskeyRow[]> => {
      const rows = await unwrap(authClient.passkey.listUserPasskeys());
      return rows
        .map((p) => ({ id: p.id, name: p.name || "Passkey", createdAt: new Date(p.createdAt).toISOString(), synced: p.deviceType === "multiDevice" }))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    enabled: signedIn,
  });
}

/** An address bar holding an IP address (passkeys are bound to a site's name, so a browser refuses them there). */
const atIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(":") || host.startsWith("[");

/** What the browser's refusal means to the member. */
function ceremonyMessage(error: unknown): string {
  if ((error instanceof WebAuthnError && error.code === "ERROR_INVALID_DOMAIN") || atIpAddress(window.location.hostname)) {
    const local = `http://localhost${window.location.port ? `:${window.location.port}` : ""}`;
    return `Passkeys work only at the site's name, not at an IP address: open ${local} (or the site's own address) and add it there.`;
  }
  if (error instanceof WebAuthnError && error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED")
    return "This device already holds a passkey for your account.";
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError"))
    return "No passkey was made: the request was cancelled or timed out.";
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
  const { owner } = useCacheOwner();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list(owner) }) });
}

export const useAddPasskey = () => usePasskeyMutation(addPasskey);
export const useRenamePasskey = () => usePasskeyMutation((input: { id: string; name: string }) => unwrap(authClient.passkey.updatePasskey(input)));
export const useDeletePasskey = () => usePasskeyMutation((id: string) => unwrap(authClient.passkey.deletePasskey({ id })));
