/**
 * Better Auth's browser client, loaded when a form is sent rather than with
 * the page: the login and sign-up pages paint without it, and the build's
 * server render of those pages never creates it (docs/decisions/059, 058).
 */
export const loadAuthClient = () => import("./auth-client.js");
