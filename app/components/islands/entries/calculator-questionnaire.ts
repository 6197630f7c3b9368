import { Questionnaire } from "~/components/calculator/questionnaire";
import { defineIsland } from "~/browser";

export default defineIsland("calculator-questionnaire", Questionnaire);
