import { LiveUpdates } from "~/components/pro/live-updates";
import { defineIsland } from "~/browser";

export default defineIsland("pro-live-updates", LiveUpdates);
