import { linksHere } from "../components/content/links-here.js";
import { formatDate, type DateFormat } from "../lib/format.js";
import { writeText } from "./server-text.js";

const FORMATS = new Set<string>(["long", "short", "dateTime"] satisfies DateFormat[]);

/**
 * What the server could not write (docs/decisions/116), as the app writes it
 * once it has taken a page over: dates in the reader's time zone (LocalDate),
 * this year in the footer, today on the privacy page, and a post's links to this site written out in
 * full opened here rather than in a new tab (markdown-render's ContentLink).
 */
export function writeClientText(): void {
  for (const time of document.querySelectorAll<HTMLTimeElement>("time[data-format]")) {
    const format = time.dataset.format ?? "";
    const text = FORMATS.has(format) ? formatDate(time.dateTime, format as DateFormat) : "";
    if (text) writeText(time, text);
  }
  for (const year of document.querySelectorAll<HTMLElement>("[data-year]")) writeText(year, String(new Date().getFullYear()));
  for (const today of document.querySelectorAll<HTMLElement>("[data-today]")) writeText(today, formatDate(new Date(), "long"));
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-content-link][target]")) {
    if (!linksHere(link.href)) continue;
    link.removeAttribute("target");
    link.removeAttribute("rel");
  }
}
