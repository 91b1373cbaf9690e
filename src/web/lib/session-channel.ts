/**
 * The channel on which a tab that signs in or out tells the site's other
 * open tabs, which read the session again (session.tsx). A module without
 * React: the login page's island (docs/decisions/119) says so too.
 */
export const SESSION_CHANNEL = "lead-or-be-led.session";

export type SessionNews = "signed-in" | "signed-out";

/** Tells the other tabs (a browser without the channel has no other tabs to tell in time; they read the session every 30 s). */
export function announceSession(type: SessionNews): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ type });
  channel.close();
}
