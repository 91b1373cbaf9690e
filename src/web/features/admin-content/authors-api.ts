import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";

import { adminAuthorSchema, authorApiPaths, type AdminAuthor, type AuthorWriteInput } from "../../../shared/authors.js";
import { authorKeys } from "../../api/authors.js";
import { useCacheOwner } from "../../api/cache-owner.js";
import { apiFetch } from "../../lib/api-client.js";

// Authors (issue 30, docs/decisions/113): the admin's list (every author, a
// site has a handful) is also the forms' choice of byline. A write reloads
// it and every author page and record read this tab has (their bylines).

const adminListSchema = z.object({ items: z.array(adminAuthorSchema) });
const adminAuthorKeys = { all: [...authorKeys.all, "admin"] as const };
const one = (id: string) => authorApiPaths.adminOne.replace(":id", encodeURIComponent(id));

/** Every author by name, with how many records name each. */
export function useAdminAuthors() {
  const { owner, signedIn } = useCacheOwner();
  return useQuery({
    queryKey: [...adminAuthorKeys.all, owner],
    queryFn: ({ signal }) => apiFetch(authorApiPaths.admin, { signal, parse: (data) => adminListSchema.parse(data).items }),
    enabled: signedIn,
  });
}

/** Create or replace an author, and delete one (refused with the server's 409 while records name them). */
export function useAuthorsAdmin() {
  const queryClient = useQueryClient();
  // A rename changes the bylines of records this tab has read too.
  const refresh = () => queryClient.invalidateQueries();
  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AuthorWriteInput }) =>
      apiFetch(id ? one(id) : authorApiPaths.admin, { method: id ? "PUT" : "POST", json: input, parse: (data): AdminAuthor => adminAuthorSchema.parse(data) }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => apiFetch(one(id), { method: "DELETE" }), onSuccess: refresh });
  return { save, remove };
}
