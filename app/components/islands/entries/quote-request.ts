import { QuoteRequest } from "~/components/forms/quote-form";
import { defineIsland } from "../define-island";

export default defineIsland("quote-request", QuoteRequest);
