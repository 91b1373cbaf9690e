import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Outlet } from "react-router";

import { createQueryClient, queryClient } from "../lib/query-client.js";

/**
 * The query cache for what is under it: the routes that read server data, or
 * the children given. The browser's page has one; a server render gets its
 * own, so nothing of one request's render is kept for the next.
 */
export function QueryScope({ children }: { children?: ReactNode }) {
  const [client] = useState(() => (typeof window === "undefined" ? createQueryClient() : queryClient));
  return <QueryClientProvider client={client}>{children ?? <Outlet />}</QueryClientProvider>;
}

export default QueryScope;
