import { Questionnaire } from "~/components/calculator/questionnaire";
import { defineIsland } from "../define-island";

export default defineIsland("calculator-questionnaire", Questionnaire);
