import { ContractorApplication } from "~/components/forms/application-island";
import { defineIsland } from "~/browser";

export default defineIsland("contractor-application", ContractorApplication);
