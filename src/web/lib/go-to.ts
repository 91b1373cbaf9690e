/**
 * A full-page navigation to `url` (another site, or a server route that
 * answers with a redirect): an identity provider, for an organisation's
 * sign-in or a connection's test. The router's navigate is for the app's own pages.
 */
export function goTo(url: string): void {
  window.location.assign(url);
}
