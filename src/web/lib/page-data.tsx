import { createContext, useContext } from "react";
import { PAGE_DATA_ELEMENT_ID, type PageData } from "../../shared/page-data.js";

// The data a server-rendered page was rendered with (docs/decisions/060):
// given to the server's render by the server, read by the browser from the
// page before it hydrates, so both first renders agree. Pages the browser
// renders on its own have none.

const PageDataContext = createContext<PageData>({});

export const PageDataProvider = PageDataContext.Provider;

/** The data the server rendered this page with ({} when it did not). */
export function usePageData(): PageData {
  return useContext(PageDataContext);
}

/** The page's server data, from the script element the server wrote ({} when absent or unreadable). */
export function readPageData(): PageData {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return {};
  }
}
