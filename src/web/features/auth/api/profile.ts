import { useQuery } from "@tanstack/react-query";
import { profileSchema, type Profile } from "../../../../shared/me.js";
import { apiFetch } from "../../../lib/api-client.js";
import { useSession } from "../../../lib/session.js";

/** The signed-in member's profile (full name, admin flag) from GET /api/me. */
export function useProfile() {
  const { user, isPending } = useSession();
  const query = useQuery<Profile>({
    queryKey: ["me", user?.id],
    queryFn: () => apiFetch("/api/me", { parse: profileSchema.parse }),
    enabled: Boolean(user),
    staleTime: 60_000,
  });
  return {
    profile: user ? query.data : undefined,
    /** Still finding out: the session check or the profile request is running. */
    isLoading: isPending || (Boolean(user) && query.isPending),
  };
}
