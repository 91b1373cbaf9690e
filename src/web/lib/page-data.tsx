import { createContext, useContext, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

import { PAGE_DATA_ELEMENT_ID, type PageData } from "../../shared/page-data.js";

// The data a server-rendered page was rendered with (docs/decisions/060):
// given to the server's render by the server, read by the browser from the
// page before it hydrates, so both first renders agree. Pages the browser
// renders on its own have none.

const NONE: PageData = {};
const PageDataContext = createContext<PageData>(NONE);

/**
 * Provides the server's data to the page it rendered only: once the reader
 * has moved to another address, a record shown again comes from its query
 * alone, never from what the server had when the tab was opened.
 */
export function PageDataScope({ data, children }: { data: PageData; children: ReactNode }) {
  const { key } = useLocation();
  const [first] = useState(key);
  return <PageDataContext.Provider value={key === first ? data : NONE}>{children}</PageDataContext.Provider>;
}

/** The data the server rendered this page with ({} when it did not). */
export function usePageData(): PageData {
  return useContext(PageDataContext);
}

/** The page's server data, from the script element the server wrote ({} when absent or unreadable). */
export function readPageData(): PageData {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return NONE;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return NONE;
  }
}
