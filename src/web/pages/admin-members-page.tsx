export { default } from "../features/admin-members/members-page.js";
