import type { OpenApiDocument } from "~/web/openapi.server";
import { Card } from "~/components/ui/card";
import { Markdown } from "./markdown";
import { FieldTable, schemaAnchor, TypeLabel, type Schema } from "./schema-view";

/**
 * The OpenAPI document rendered on the server as plain HTML: operations with
 * their parameters, answers and examples, the webhook, and every schema. No
 * viewer script and nothing from another host, so the CSP holds and the page
 * reads the same without JavaScript.
 */
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema: Schema };
type Media = { schema: Schema; example?: unknown };
type Answer = { $ref?: string; description?: string; content?: Record<string, Media> };
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Answer>;
  security?: unknown[];
};

const refName = (ref: string) => ref.split("/").at(-1) ?? ref;

function Example({ value }: { value: unknown }) {
  return (
    <pre className="whitespace-pre-wrap break-all rounded-lg bg-slate-950 p-4 text-xs leading-relaxed text-slate-100">{JSON.stringify(value, null, 2)}</pre>
  );
}

function Parameters({ parameters }: { parameters: Parameter[] }) {
  return (
    <ul className="space-y-1 text-sm">
      {parameters.map((p) => (
        <li key={`${p.in}-${p.name}`}>
          <code className="font-mono font-semibold">{p.name}</code>{" "}
          <span className="text-muted-foreground">
            ({p.in}
            {p.required ? ", required" : ""})
          </span>
          : <TypeLabel schema={p.schema} />
          {p.description ? (
            <span>
              {" "}
              — <Markdown text={p.description} />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Answers({ responses, shared }: { responses: Record<string, Answer>; shared: Record<string, Answer> }) {
  const entries = Object.entries(responses).toSorted(([a], [b]) => a.localeCompare(b));
  return (
    <dl className="space-y-2 text-sm">
      {entries.map(([status, own]) => {
        const answer = own.$ref ? (shared[refName(own.$ref)] ?? own) : own;
        const media = answer.content?.["application/json"];
        return (
          <div key={status} className="flex gap-3">
            <dt className="w-12 shrink-0 font-mono font-semibold">{status}</dt>
            <dd className="min-w-0 wrap-anywhere">
              {answer.description ? <Markdown text={answer.description} /> : null}
              {media ? (
                <span className="text-muted-foreground">
                  {" "}
                  Body: <TypeLabel schema={media.schema} />.
                </span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function OperationCard({ method, path, operation, shared }: { method: string; path: string; operation: Operation; shared: Record<string, Answer> }) {
  const body = operation.requestBody?.content["application/json"];
  const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"))?.[1].content?.["application/json"];
  const example = body?.example ?? success?.example;
  return (
    <Card id={operation.operationId} className="space-y-4 p-5">
      <h3 className="flex flex-wrap items-baseline gap-2 text-lg font-semibold">
        <span className="rounded bg-primary px-2 py-0.5 font-mono text-sm uppercase text-primary-foreground">{method}</span>
        <code className="break-all font-mono">{path}</code>
      </h3>
      <Markdown as="div" text={operation.summary} className="font-medium" />
      {operation.description ? <Markdown as="div" text={operation.description} className="text-sm text-muted-foreground" /> : null}
      {operation.parameters?.length ? (
        <section aria-label={`${operation.summary}: parameters`}>
          <h4 className="mb-1 text-sm font-semibold">Parameters</h4>
          <Parameters parameters={operation.parameters} />
        </section>
      ) : null}
      <section aria-label={`${operation.summary}: answers`}>
        <h4 className="mb-1 text-sm font-semibold">{body ? "Your answer" : "Answers"}</h4>
        <Answers responses={operation.responses} shared={shared} />
      </section>
      {example === undefined ? null : (
        <section aria-label={`${operation.summary}: example`}>
          <h4 className="mb-1 text-sm font-semibold">{body ? "Example body" : "Example answer"}</h4>
          <Example value={example} />
        </section>
      )}
    </Card>
  );
}

/** A named schema with its fields, and the fields of the objects nested in it. */
function SchemaCard({ name, schema }: { name: string; schema: Schema }) {
  const nested = Object.entries(schema.properties ?? {}).filter(([, p]) => p.properties);
  return (
    <Card id={schemaAnchor(name)} className="space-y-3 p-5">
      <h3 className="font-mono text-base font-semibold [overflow-wrap:anywhere]">{name}</h3>
      {schema.description ? <Markdown as="div" text={schema.description} className="text-sm text-muted-foreground" /> : null}
      <FieldTable schema={schema} caption={`${name} fields`} />
      {nested.map(([field, inner]) => (
        <div key={field} className="space-y-2 pl-4">
          <h4 className="font-mono text-sm font-semibold [overflow-wrap:anywhere]">{field}</h4>
          <FieldTable schema={inner} caption={`${name}.${field} fields`} />
        </div>
      ))}
    </Card>
  );
}

/** Descriptions render as Markdown inside a MarkdownTexts provider (markdown.tsx) holding their HTML. */
export function ApiReference({ document }: { document: OpenApiDocument }) {
  const shared = document.components.responses as unknown as Record<string, Answer>;
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
  );
  const webhooks = Object.entries(document.webhooks).flatMap(([name, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path: name, method, operation: operation as Operation })),
  );
  return (
    <div className="space-y-12">
      <section aria-labelledby="auth-heading" className="space-y-3">
        <h2 id="auth-heading" className="text-2xl font-bold">
          Authentication and limits
        </h2>
        <Markdown as="div" text={document.info.description} />
        <Markdown as="div" text={document.components.securitySchemes.bearerAuth.description} />
        <p>
          Every counted answer carries <code className="font-mono">RateLimit-Limit</code>, <code className="font-mono">RateLimit-Remaining</code> and{" "}
          <code className="font-mono">RateLimit-Reset</code>; a 429 adds <code className="font-mono">Retry-After</code>.
        </p>
      </section>
      <section aria-labelledby="endpoints-heading" className="space-y-4">
        <h2 id="endpoints-heading" className="text-2xl font-bold">
          Endpoints
        </h2>
        {operations.map((o) => (
          <OperationCard key={o.operation.operationId} {...o} shared={shared} />
        ))}
      </section>
      <section aria-labelledby="webhooks-heading" className="space-y-4">
        <h2 id="webhooks-heading" className="text-2xl font-bold">
          Webhooks
        </h2>
        {webhooks.map((o) => (
          <OperationCard key={o.operation.operationId} {...o} shared={shared} />
        ))}
      </section>
      <section aria-labelledby="schemas-heading" className="space-y-4">
        <h2 id="schemas-heading" className="text-2xl font-bold">
          Schemas
        </h2>
        {Object.entries(document.components.schemas).map(([name, schema]) => (
          <SchemaCard key={name} name={name} schema={schema as Schema} />
        ))}
      </section>
    </div>
  );
}
