/** Where the OpenAPI document is served; the docs page links it (a plain constant, safe in the browser bundle). */
export const OPENAPI_PATH = "/api/v1/openapi.json";
