import { Markdown } from "./markdown";
import type { OpenApiSchema } from "~/web/openapi.server";

/** Renders JSON Schema as the docs need it: a short type label, and a field table for objects. */
type Schema = OpenApiSchema & {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  default?: unknown;
};

export const schemaAnchor = (name: string) => `schema-${name}`;
const refName = (ref: string) => ref.split("/").at(-1) ?? ref;
const SAFE_BOUND = 2 ** 53 - 1;

function bounds(s: Schema): string {
  const min = typeof s.minimum === "number" && Math.abs(s.minimum) < SAFE_BOUND ? s.minimum : undefined;
  const max = typeof s.maximum === "number" && Math.abs(s.maximum) < SAFE_BOUND ? s.maximum : undefined;
  if (min === undefined && max === undefined) return "";
  if (max === undefined) return ` ≥ ${min}`;
  return min === undefined ? ` ≤ ${max}` : ` ${min}–${max}`;
}

/** A one-line type: a link for a named schema, the values of an enum, "X or null" for nullable. */
export function TypeLabel({ schema }: { schema: Schema }) {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return (
      <a href={`#${schemaAnchor(name)}`} className="font-mono text-primary underline underline-offset-2">
        {name}
      </a>
    );
  }
  if (schema.anyOf) {
    return (
      <>
        {schema.anyOf.map((s, i) => (
          <span key={i}>
            {i > 0 ? " or " : null}
            <TypeLabel schema={s} />
          </span>
        ))}
      </>
    );
  }
  if (schema.type === "array" && schema.items) {
    return (
      <>
        array of <TypeLabel schema={schema.items} />
      </>
    );
  }
  if (schema.const !== undefined) return <code className="font-mono">{JSON.stringify(schema.const)}</code>;
  if (schema.enum) return <span className="font-mono">{schema.enum.map((v) => JSON.stringify(v)).join(" | ")}</span>;
  const detail = [schema.format, schema.pattern && !schema.format ? `pattern ${schema.pattern}` : undefined].filter(Boolean).join(", ");
  return (
    <span className="font-mono">
      {schema.type ?? "any"}
      {bounds(schema)}
      {detail ? ` (${detail})` : ""}
      {schema.default !== undefined ? `, default ${JSON.stringify(schema.default)}` : ""}
    </span>
  );
}

/** An object's fields: name, type, required, description. */
export function FieldTable({ schema, caption }: { schema: Schema; caption: string }) {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return null;
  const required = new Set(schema.required ?? []);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              Field
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              Type
            </th>
            <th scope="col" className="py-1 font-medium">
              Description
            </th>
          </tr>
        </thead>
        <tbody>
          {properties.map(([name, property]) => (
            <tr key={name} className="border-t align-top">
              <th scope="row" className="py-1.5 pr-4 font-mono font-normal">
                {name}
                {required.has(name) ? null : <span className="text-muted-foreground"> (optional)</span>}
              </th>
              <td className="py-1.5 pr-4">
                <TypeLabel schema={property} />
              </td>
              <td className="py-1.5">{property.description ? <Markdown text={property.description} /> : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type { Schema };
