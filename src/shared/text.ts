import { z } from "zod";

import { LIMITS, SEARCH_QUERY_MAX } from "./constants.js";

// Free text that people type: what every string field of the contract
// accepts. C0 control characters (NUL among them) are never text someone
// meant to write, and PostgreSQL refuses NUL outright; tab, line feed and
// carriage return are ordinary text.

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// Half of a surrogate pair on its own is no character at all (no keyboard
// makes one): JSON carries it as an escape that PostgreSQL's jsonb refuses,
// so a record's activity entry or revision would fail with a 500.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS.test(value) || LONE_SURROGATE.test(value);

export const controlCharactersMessage = (label: string) => `${label} must not contain control characters.`;

/**
 * A string field that refuses control characters with a message naming the
 * field ("Title must not contain control characters."); a missing or
 * non-string value is "{label} is required." unless `required` says
 * otherwise. Chain trim/min/max as with any zod string.
 */
export function plainText(label: string, required = `${label} is required.`) {
  return z.string({ error: required }).refine((value) => !hasControlCharacters(value), controlCharactersMessage(label));
}

/** What is typed in a search box (site search, the admin lists' filters): plain text, trimmed, at most SEARCH_QUERY_MAX. */
export function searchText(required?: string) {
  return plainText("Search", required).trim().max(SEARCH_QUERY_MAX, `Search for at most ${SEARCH_QUERY_MAX} characters.`);
}

/** An e-mail address field: plain text, trimmed, at most LIMITS.email, in e-mail form. */
export function emailText(label = "Email") {
  return plainText(label).trim().max(LIMITS.email, `${label} must be at most ${LIMITS.email} characters.`).pipe(z.email("Please enter a valid email address."));
}
