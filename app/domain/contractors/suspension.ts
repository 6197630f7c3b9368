/** What a suspended contractor is told wherever its suspension refuses something (the API, integrations, payments); browser-safe. */
export const SUSPENDED_MESSAGE = "Your account is suspended. Please contact support.";
