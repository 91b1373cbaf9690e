/**
 * For the router's setSearchParams: the address's query without `name`, the
 * rest kept. A notice read from the address (`?sso-test=`, `?sso-error=`)
 * takes its word out once told, so a reload does not tell it again.
 */
export const withoutParam =
  (name: string) =>
  (current: URLSearchParams): URLSearchParams => {
    const next = new URLSearchParams(current);
    next.delete(name);
    return next;
  };
