import { formatDate, type DateFormat } from "../../lib/format.js";
import { useClientValue } from "../../lib/use-client-value.js";

/**
 * A date in the reader's time zone. A server render cannot know that zone, so
 * it writes the date in UTC, and the browser keeps that while it takes the
 * page over (the two must agree), then shows its own: the same text unless
 * the moment falls on another day there.
 */
export function LocalDate({ iso, format }: { iso: string; format: DateFormat }) {
  const local = useClientValue(() => formatDate(iso, format));
  // data-format: a reading page's islands write the local date without React (docs/decisions/116).
  return (
    <time dateTime={iso} data-format={format}>
      {local ?? formatDate(iso, format, "UTC")}
    </time>
  );
}
