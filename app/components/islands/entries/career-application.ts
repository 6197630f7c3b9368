import { CareerApplySection } from "~/components/content-pages/career-apply-section";
import { defineIsland } from "~/browser";

export default defineIsland("career-application", CareerApplySection);
