import { carryToast } from "../../../lib/carried-toast.js";
import { goTo } from "../../../lib/go-to.js";
import { announceSession } from "../../../lib/session-channel.js";

/**
 * After a sign-in, on to `target` (the page the login was for, or the
 * dashboard) as a new document, with the "Login Successful" toast carried
 * there and the other tabs told. A new document, not the app's own
 * navigation: the login page is sent without an opener policy and the page
 * it leads to may need one (docs/decisions/127), so it must load with its
 * own headers; `?next=` can name any of our pages.
 */
export function goOnSignedIn(target: string): void {
  announceSession("signed-in");
  carryToast({ title: "Login Successful", description: "Welcome back!" });
  goTo(target);
}
