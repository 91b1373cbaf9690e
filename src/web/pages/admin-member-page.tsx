export { default } from "../features/admin-members/member-page.js";
