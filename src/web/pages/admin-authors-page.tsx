export { default } from "../features/admin-content/components/authors/authors-page.js";
