/**
 * A return path from an address (`?next=`, or where a sign-in through an
 * organisation's provider goes afterwards): only a path on this site, "/" and
 * not "//" or "/\" (which browsers read as another host), no control
 * characters. Anything else is ignored (docs/decisions/098).
 */
export function safeNextPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(value) ? undefined : value;
}
