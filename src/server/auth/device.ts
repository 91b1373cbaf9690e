import Bowser from "bowser";

// How a device is named to its owner (the account's device list, security
// mails): browser and operating system read from the user agent by a
// well-kept parser, never the raw string (it is long and says little to a person).

/** "Firefox on Linux", "Safari on iOS", or "Unknown device". */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? "Unknown device";
}

/**
 * An IP address with its host part hidden, enough to tell networks apart:
 * "203.0.113.x" for IPv4, the first three groups of an IPv6 address.
 */
export function maskIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (ip.includes(":")) {
    const groups = ip.split(":").filter((g) => g !== "");
    return `${groups.slice(0, 3).join(":")}:…`;
  }
  return null;
}
