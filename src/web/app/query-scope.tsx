import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { queryClient } from "../lib/query-client.js";

/** The query cache for what is under it: the routes that read server data, or the children given. */
export function QueryScope({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>;
}

export default QueryScope;
