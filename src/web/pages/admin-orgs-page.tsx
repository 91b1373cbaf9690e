export { default } from "../features/organisations/components/admin-orgs-page.js";
