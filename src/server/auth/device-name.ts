import Bowser from "bowser";

// How a device is named to its owner (the account's device list, security
// mails): browser and operating system read from the user agent by a
// well-kept parser, never the raw string (it is long and says little to a person).
// The parser loads with this module, which a start does not need: the
// account's pages import it on use (docs/decisions/125).

/** "Firefox on Linux", "Safari on iOS", or "Unknown device". */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? "Unknown device";
}
