import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../../shared/paths.js";
import { toast } from "../../../lib/use-toast.js";
import { authClient, authErrorMessage } from "../api/auth-client.js";

/**
 * Goes home, signs out on the server, forgets cached member data, and says so.
 * Home comes first: on a guarded page, the guard would otherwise see the
 * session end and send the member to /login instead.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await navigate(paths.home);
    const { error } = await authClient.signOut();
    if (error) {
      toast({ title: "Sign out Failed", description: authErrorMessage(error), variant: "destructive" });
      return;
    }
    queryClient.clear();
    toast({ title: "Logged Out", description: "You have been successfully logged out." });
  }, [navigate, queryClient]);
}
