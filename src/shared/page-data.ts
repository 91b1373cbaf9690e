import type { AuthorPage } from "./authors.js";
import type { ContentItem, Post } from "./content.js";
import type { LibraryPage } from "./library-page.js";
import type { LibraryArea } from "./library.js";
import type { SeriesPlace } from "./series.js";
import type { Creator } from "./site.js";

/**
 * What the server rendered a page with, handed to the browser beside the HTML
 * in `<script type="application/json" id="page-data">` so the first render
 * in the browser is the server's (docs/decisions/060). Only what a visitor
 * may read: the server renders public records (and visitors' library pages) only.
 */
export interface PageData {
  /** The public post whose reader page this is (the visitor's view of it). */
  post?: Post;
  /** The public content item whose viewer page this is (the visitor's view of it). */
  item?: ContentItem;
  /** A library page's lists as a visitor sees them, or `missing` for a page that is not there (a bad or spent cursor). */
  library?: LibraryPage | LibraryMissing;
  /** The creator's settings, on the landing page and the creator's page (docs/decisions/096), and on a record's page for its byline (106). */
  creator?: Creator;
  /** A guest author's page as a visitor sees it (docs/decisions/113, 117): the author and a page of their records. */
  authorPage?: AuthorPage;
  /** A record page's place in its series as a visitor sees it (docs/decisions/103), null in none: rendered in, for a page without the app (116). */
  seriesPlace?: SeriesPlace | null;
}

/** A library address that names no page: the page says so and links to the area's first page. */
export interface LibraryMissing {
  area: LibraryArea;
  missing: true;
}

/** The id of the script element holding the page's PageData as JSON. */
export const PAGE_DATA_ELEMENT_ID = "page-data";
