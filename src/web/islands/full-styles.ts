import { FULL_STYLES_ATTRIBUTE } from "../../shared/full-styles.js";

/**
 * The whole stylesheet, which the page fetched without applying it (its
 * inline rules cover its own HTML, shared/rendered-shell.ts): the toasts and
 * the app need its rules. Resolves once it applies.
 */
export function applyFullStyles(): Promise<void> {
  const sheets = [...document.querySelectorAll<HTMLLinkElement>(`link[${FULL_STYLES_ATTRIBUTE}]`)];
  return Promise.all(
    sheets.map(
      (sheet) =>
        new Promise<void>((done) => {
          sheet.media = "all";
          if (sheet.sheet) return done();
          sheet.addEventListener("load", () => done(), { once: true });
          sheet.addEventListener("error", () => done(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
