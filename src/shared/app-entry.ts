/**
 * Names, on a page sent with the islands, the app's entry script
 * (docs/decisions/119): an island that hands the page to the app
 * (src/web/islands/app-boot.ts) imports it from there. Set by the server
 * (src/server/http/islands.ts) on the islands' loader.
 */
export const APP_ENTRY_ATTRIBUTE = "data-app-entry";
