import { useCallback } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../../shared/paths.js";
import { loadAuthClient } from "../../../lib/load-auth-client.js";
import { authErrorMessage, toastError } from "../../../lib/feedback.js";
import { toast } from "../../../lib/use-toast.js";
import { useSession } from "../../../lib/session.js";

/** Signs out on the server, forgets cached member data, says so, and goes home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { refresh } = useSession();
  return useCallback(async () => {
    // Loaded on use: the navigation bar is on every page, the auth client is not (docs/decisions/059).
    const [{ authClient }, { queryClient }] = await Promise.all([loadAuthClient(), import("../../../lib/query-client.js")]);
    const { error } = await authClient.signOut();
    if (error) {
      toastError("Sign out Failed", authErrorMessage(error));
      return;
    }
    await refresh();
    queryClient.clear();
    toast({ title: "Logged Out", description: "You have been successfully logged out." });
    await navigate(paths.home);
  }, [navigate, refresh]);
}
