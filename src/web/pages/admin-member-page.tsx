export { default } from "../features/admin-members/components/member-page.js";
