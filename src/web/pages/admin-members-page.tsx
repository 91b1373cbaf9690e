export { default } from "../features/admin-members/components/members-page.js";
