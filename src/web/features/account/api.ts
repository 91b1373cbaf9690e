import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { accountApiPaths, accountSessionsSchema, type DeleteAccountInput } from "../../../shared/my-account.js";
import { meKeys } from "../../api/me.js";
import { useViewer } from "../../api/viewer.js";
import { apiFetch } from "../../lib/api-client.js";
import { authClient } from "../../lib/auth-client.js";
import { authErrorMessage } from "../../lib/feedback.js";

// The account page's calls: ours under /api/account (devices, export,
// deletion) and Better Auth's under /api/auth through its client (profile,
// e-mail, password, two-factor). Errors reach the sections as thrown errors
// with the server's message, shown in the spec's toast.

export const accountKeys = { sessions: (viewer: string) => ["account", "sessions", viewer] as const };

export function useSessions() {
  const { viewer, signedIn } = useViewer();
  return useQuery({
    queryKey: accountKeys.sessions(viewer),
    queryFn: ({ signal }) => apiFetch(accountApiPaths.sessions, { signal, parse: accountSessionsSchema.parse }),
    enabled: signedIn,
  });
}

export function useRevokeSession() {
  const { viewer } = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(accountApiPaths.session(id), { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(viewer) }),
  });
}

/** Better Auth's answer `{ data, error }` as a value or a thrown Error with the server's message. */
export async function unwrap<T>(call: Promise<{ data: T | null; error: { message?: string; status?: number } | null }>): Promise<T> {
  const { data, error } = await call;
  if (error) throw new Error(authErrorMessage(error));
  return data as T;
}

export function useRevokeOtherSessions() {
  const { viewer } = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(authClient.revokeOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions(viewer) }),
  });
}

/** After a change of two-factor state or e-mail: the profile and the session read again. */
export function useRefreshAccount() {
  const { viewer } = useViewer();
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: meKeys.mine(viewer) }), queryClient.invalidateQueries({ queryKey: accountKeys.sessions(viewer) })]);
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
