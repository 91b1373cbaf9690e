import { useCallback } from "react";
import { useNavigate } from "react-router";

import { paths } from "../../../../shared/paths.js";
import { authErrorMessage, toastError } from "../../../lib/feedback.js";
import { loadAuthClient } from "../../../lib/load-auth-client.js";
import { useSession } from "../../../lib/session.js";
import { toast } from "../../../lib/use-toast.js";

/**
 * Signs out on the server, says so, and goes home. The session provider
 * forgets the member's cached answers when it sees them gone (every
 * signed-in query key carries their id: api/cache-owner.ts), as it does for a
 * sign-out in another tab.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const { refresh } = useSession();
  return useCallback(async () => {
    // Loaded on use: the navigation bar is on every page, the auth client is not (docs/decisions/059).
    const { authClient } = await loadAuthClient();
    const { error } = await authClient.signOut();
    if (error) {
      toastError("Sign out Failed", authErrorMessage(error));
      return;
    }
    await refresh();
    toast({ title: "Logged Out", description: "You have been successfully logged out." });
    await navigate(paths.home);
  }, [navigate, refresh]);
}
