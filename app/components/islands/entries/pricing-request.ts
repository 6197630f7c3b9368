import { PricingDialog } from "~/components/marketing/pricing-dialog";
import { defineIsland } from "~/browser";

export default defineIsland("pricing-request", PricingDialog);
