export { default } from "../features/admin-inbox/inbox-page.js";
