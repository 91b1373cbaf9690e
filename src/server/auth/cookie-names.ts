/**
 * Better Auth's cookie names for this site: `__Host-` over https (no Domain,
 * Path=/, Secure: the browser refuses them from anywhere else), plain in
 * development over http.
 */
export const authCookieName = (secure: boolean, name: string) => (secure ? `__Host-lobl.${name}` : `lobl.${name}`);
