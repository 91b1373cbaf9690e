/** A link written out in full to this site (its own origin): opened here, not in a new tab. Browser only. */
export const linksHere = (href: string) => href.startsWith(window.location.origin);
