import { LiveUpdates } from "~/components/pro/live-updates";
import { defineIsland } from "../define-island";

export default defineIsland("pro-live-updates", LiveUpdates);
