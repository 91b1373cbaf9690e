import { countPageView } from "../lib/page-view-beacon.js";
import { islandsSignal } from "./lifetime.js";
import { startMenu, startSearchForms } from "./menu.js";
import { startNewsletterForm } from "./newsletter.js";
import { writeClientText } from "./page-text.js";

// A page sent to a visitor without the app (docs/decisions/116): its HTML is
// the server's render and stays as it is; this brings to life only what
// responds to a person, without React. Loaded after the first paint by the
// page's inline loader, as the app would have been.
writeClientText();
startMenu(islandsSignal);
startSearchForms(islandsSignal);
startNewsletterForm(islandsSignal);
countPageView(window.location.pathname);
// As the app marks a page it has taken over (app/app.tsx): the page answers a person now.
const ready = () => {
  if (!islandsSignal.aborted) document.documentElement.dataset.ready = "true";
};
// The login page's form (119) has its own island, loaded with that page only. (No top-level await: with one,
// the bundler keeps every shared module in a chunk of its own, and each page would ask for several.)
if (document.querySelector("form[data-login-form]")) void import("./login.js").then(({ startLoginForm }) => startLoginForm(islandsSignal)).then(ready);
else ready();
