export { default } from "../features/admin-content/components/site/creator-page.js";
