import { useEffect } from "react";

import { BRAND } from "../../shared/constants.js";

/** "About | Lead or Be Led"; the brand alone when no page title is given. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${BRAND}` : BRAND;
}

/** Sets the document title and the description meta tag for the current page. */
export function usePageMeta(title: string | undefined, description: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
