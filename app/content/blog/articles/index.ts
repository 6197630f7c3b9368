import type { Block } from "../../blocks";
import { body as insuranceClaims } from "./insurance-claims";
import { body as smartHomeTech } from "./smart-home-tech";
import { body as budgetingGuide } from "./budgeting-guide";
import { body as choosingContractor } from "./choosing-contractor";
import { body as energyEfficiency } from "./energy-efficiency";
import { body as roofReplacementSigns } from "./roof-replacement-signs";
import { body as solarPayback } from "./solar-payback";
import { body as hvacMaintenance } from "./hvac-maintenance";
import { body as kitchenRemodelRoi } from "./kitchen-remodel-roi";
import { body as plumbingEmergencies } from "./plumbing-emergencies";

/** Article bodies keyed by slug (metadata lives in ../meta.ts). */
export const articleBodies: Record<string, Block[]> = {
  "insurance-claims": insuranceClaims,
  "smart-home-tech": smartHomeTech,
  "budgeting-guide": budgetingGuide,
  "choosing-contractor": choosingContractor,
  "energy-efficiency": energyEfficiency,
  "roof-replacement-signs": roofReplacementSigns,
  "solar-payback": solarPayback,
  "hvac-maintenance": hvacMaintenance,
  "kitchen-remodel-roi": kitchenRemodelRoi,
  "plumbing-emergencies": plumbingEmergencies,
};
