import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../../shared/paths.js";
import { toast } from "../../../lib/use-toast.js";
import { authClient, authErrorMessage } from "../../../lib/auth-client.js";

/** Signs out on the server, forgets cached member data, says so, and goes home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { error } = await authClient.signOut();
    if (error) {
      toast({ title: "Sign out Failed", description: authErrorMessage(error), variant: "destructive" });
      return;
    }
    queryClient.clear();
    toast({ title: "Logged Out", description: "You have been successfully logged out." });
    await navigate(paths.home);
  }, [navigate, queryClient]);
}
