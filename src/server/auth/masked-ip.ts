// How a session's address is shown to its owner (the account's device list).

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
