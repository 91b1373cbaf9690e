/**
 * A full-page navigation to `url`: another site, a server route that answers
 * with a redirect (an identity provider, for an organisation's sign-in or a
 * connection's test), or one of our pages that must load as a document of
 * its own (after a sign-in: the page it leads to may be sent with another
 * opener policy, docs/decisions/127). `replace`: in place of the current
 * entry of the history. The router's navigate is for the app's own pages.
 */
export function goTo(url: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
