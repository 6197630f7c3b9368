/**
 * The contract test's validator: every /api/v1 answer and every webhook body
 * the integration suite produces is checked against /api/v1/openapi.json's
 * document (app/web/openapi.ts) with ajv, JSON Schema 2020-12 as OpenAPI 3.1
 * uses it. An answer with an undocumented status, a missing documented header,
 * a field the schema lacks or lacks a field it requires fails the test that
 * produced it, so the document cannot drift from the code.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import { openApiDocument } from "~/web/openapi.server";

const BASE = "https://trustedhomepros.test/openapi.json";
const document = openApiDocument("http://localhost:3000");
type Json = Record<string, any>;
const doc = document as unknown as Json;

const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats.default(ajv);
// The document is one schema resource so that "#/components/..." refs resolve; its OpenAPI keywords are not JSON Schema.
for (const keyword of ["openapi", "jsonSchemaDialect", "info", "servers", "security", "tags", "paths", "webhooks", "components"]) ajv.addKeyword(keyword);
ajv.addSchema({ ...doc, $id: BASE });

const compiled = new Map<string, ValidateFunction>();
function validatorFor(pointer: string): ValidateFunction {
  let validate = compiled.get(pointer);
  if (!validate) compiled.set(pointer, (validate = ajv.compile({ $ref: `${BASE}${pointer}` })));
  return validate;
}

const resolve = (node: Json): Json =>
  typeof node.$ref === "string"
    ? resolve(
        node.$ref
          .slice(2)
          .split("/")
          .reduce((o: Json, k: string) => o[k], doc),
      )
    : node;

/** The body against a schema of the document (a `{ $ref }` or an inline schema under `pointer`). */
function checkBody(schema: Json, pointer: string, body: unknown, what: string) {
  const validate = validatorFor(typeof schema.$ref === "string" ? schema.$ref : pointer);
  const valid = validate(body);
  expect({ what, errors: valid ? null : ajv.errorsText(validate.errors, { separator: "\n" }), body: valid ? undefined : body }).toEqual({
    what,
    errors: null,
    body: undefined,
  });
}

/** The documented path template a concrete path matches (`/api/v1/purchases/{purchaseId}`), if any. */
function templateOf(path: string): string | undefined {
  return Object.keys(doc.paths).find((template) => new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path));
}

/** Which (METHOD path status) the suite produced: the coverage check reads it. */
export const exercised = new Set<string>();

export type Answer = { status: number; headers: Headers; body: unknown };

/** One /api/v1 answer against the operation it answers (or the 405/404 an unknown method or path gets). */
export function expectAnswerMatchesContract(method: string, url: string, answer: Answer) {
  const path = new URL(url, "http://localhost").pathname;
  const template = templateOf(path);
  const operation = template ? doc.paths[template][method.toLowerCase()] : undefined;
  const what = `${method} ${path} → ${answer.status}`;
  if (!operation) {
    // Not an operation: another method on a documented path (405), or an unknown path (404); both in the Error shape.
    expect({ what, status: answer.status }).toEqual({ what, status: template ? 405 : 404 });
    const response = resolve(doc.components.responses[template ? "MethodNotAllowed" : "NotFound"]);
    checkBody(response.content["application/json"].schema, "", answer.body, what);
    exercised.add(`${method} ${template ?? "*"} ${answer.status}`);
    return;
  }
  const documented = operation.responses[String(answer.status)];
  expect({ what, documented: documented !== undefined }).toEqual({ what, documented: true });
  const response = resolve(documented);
  for (const [name, header] of Object.entries<Json>(response.headers ?? {})) {
    const spec = resolve(header);
    const value = answer.headers.get(name);
    if (spec.required) expect({ what, header: name, present: value !== null }).toEqual({ what, header: name, present: true });
    if (value !== null) {
      const parsed = spec.schema.type === "integer" ? Number(value) : value;
      const validate = ajv.compile(spec.schema);
      expect({ what, header: name, value, valid: validate(parsed) }).toEqual({ what, header: name, value, valid: true });
    }
  }
  const media = response.content?.["application/json"];
  expect({ what, json: answer.headers.get("content-type")?.startsWith("application/json") ?? false }).toEqual({ what, json: media !== undefined });
  if (media) checkBody(media.schema, "", answer.body, what);
  exercised.add(`${method} ${template} ${answer.status}`);
}

/** A webhook body (the raw JSON text, as it is signed and sent) against the document's `webhooks`. */
export function expectWebhookMatchesContract(rawBody: string) {
  const body = JSON.parse(rawBody) as { type: string };
  const operation = doc.webhooks[body.type]?.post;
  expect({ type: body.type, documented: operation !== undefined }).toEqual({ type: body.type, documented: true });
  checkBody(operation.requestBody.content["application/json"].schema, "", body, `webhook ${body.type}`);
}

/** Every documented operation's pointer, for the coverage check. */
export const documentedOperations = Object.entries<Json>(doc.paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
);

/** For tests of the document itself: compile any JSON pointer into it. */
export const schemaAt = (pointer: string) => validatorFor(pointer);
