/** An address as accounts are kept and looked up: trimmed, lower case. Its own file: what imports it at start-up must not load Better Auth. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
