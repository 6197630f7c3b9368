/** Messages of the Enterprise integrations that the page and the API both show (the errors themselves are DomainErrors). */
export const PLAN_REQUIRED_MESSAGE = "API access and webhooks are part of the Enterprise plan.";
export { SUSPENDED_MESSAGE } from "../contractors/suspension";
