import { countPageView } from "../lib/page-view-beacon.js";
import { startMenu, startSearchForms } from "./menu.js";
import { startNewsletterForm } from "./newsletter.js";
import { writeClientText } from "./page-text.js";

// A reading page sent to a visitor without the app (docs/decisions/116): its
// HTML is the server's render and stays as it is; this brings to life only
// what responds to a person, without React. Loaded after the first paint by
// the page's inline loader, as the app would have been.
writeClientText();
startMenu();
startSearchForms();
startNewsletterForm();
countPageView(window.location.pathname);
// As the app marks a page it has taken over (app/app.tsx): the page answers a person now.
document.documentElement.dataset.ready = "true";
