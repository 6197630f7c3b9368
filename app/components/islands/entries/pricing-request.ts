import { PricingDialog } from "~/components/marketing/pricing-dialog";
import { defineIsland } from "../define-island";

export default defineIsland("pricing-request", PricingDialog);
