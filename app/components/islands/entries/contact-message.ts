import { ContactMessage } from "~/components/forms/contact-form";
import { defineIsland } from "../define-island";

export default defineIsland("contact-message", ContactMessage);
