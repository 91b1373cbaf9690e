import { useLocation } from "react-router";

import { libraryAreaOf, parseLibraryQuery } from "../../shared/library.js";
import { LibraryView } from "../features/content/components/library/library-view.js";

/** /field-manual, /briefing and /after-action: the public library (shared/library.ts), paged by the address's query. */
export default function LibraryPage() {
  const { pathname, search } = useLocation();
  const area = libraryAreaOf(pathname) ?? "field-manual";
  return <LibraryView area={area} cursors={parseLibraryQuery(area, new URLSearchParams(search))} />;
}
