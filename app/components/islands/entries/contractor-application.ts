import { ContractorApplication } from "~/components/forms/application-island";
import { defineIsland } from "../define-island";

export default defineIsland("contractor-application", ContractorApplication);
