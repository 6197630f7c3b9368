import { CareerApplySection } from "~/components/content-pages/career-apply-section";
import { defineIsland } from "../define-island";

export default defineIsland("career-application", CareerApplySection);
