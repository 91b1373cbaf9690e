import { useEffect } from "react";
import { useLocation } from "react-router";

import { countPageView } from "./page-view-beacon.js";

/** Counts each public page the app shows (lib/page-view-beacon.ts). */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => countPageView(pathname), [pathname]);
}
