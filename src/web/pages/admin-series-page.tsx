export { default } from "../features/admin-content/components/series/series-page.js";
