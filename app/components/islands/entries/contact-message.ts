import { ContactMessage } from "~/components/forms/contact-form";
import { defineIsland } from "~/browser";

export default defineIsland("contact-message", ContactMessage);
