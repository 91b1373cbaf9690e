/**
 * The static pages' titles and descriptions, written once: the app sets them
 * (usePageMeta) and the server puts them in the head of the pages it renders
 * for visitors, who get no app to set them (docs/decisions/116).
 */
export const STATIC_PAGE_META = {
  about: { title: "About", description: "Our mission, our philosophy and who we serve: forging the next generation of effective leaders." },
  login: { title: "Login", description: "Member login for Lead or Be Led." },
  privacyTerms: { title: "Privacy / Terms", description: "The Lead or Be Led privacy policy and terms of use." },
} as const;
