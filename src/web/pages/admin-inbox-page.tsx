export { default } from "../features/admin-inbox/components/inbox-page.js";
