import { formatDate } from "../../lib/format.js";

/** A date in the admin's short form, or "Never" when there is none. */
export const dateOrNever = (iso: string | null) => (iso ? formatDate(iso, "short") : "Never");
