import { QuoteRequest } from "~/components/forms/quote-form";
import { defineIsland } from "~/browser";

export default defineIsland("quote-request", QuoteRequest);
