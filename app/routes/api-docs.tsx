/** /api/docs — the REST API reference, rendered on the server from /api/v1/openapi.json's document. */
import type { Route } from "./+types/api-docs";
import { ApiReference } from "~/components/api-docs/api-reference";
import { Markdown, MarkdownTexts } from "~/components/api-docs/markdown";
import { PageHero } from "~/components/page-hero";
import { env } from "~/env.server";
import { renderDescriptions } from "~/lib/markdown.server";
import { seo } from "~/lib/seo";
import { passOnHeaders } from "~/lib/route-headers";
import { openApiDocument } from "~/web/openapi.server";
import { OPENAPI_PATH } from "~/web/openapi-path";

export function loader() {
  const document = openApiDocument(env().PUBLIC_URL);
  // Its descriptions are CommonMark (as OpenAPI defines them): rendered here, so no Markdown code reaches the browser.
  return { document, markdown: renderDescriptions(document) };
}

// The document module builds header objects (it is scanned as setting headers); the page itself sets none to lose.
export const headers = passOnHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "API reference",
    description:
      "The Enterprise REST API and lead webhooks: endpoints, parameters, answers, errors, rate limits and the webhook signature, from the OpenAPI 3.1 document.",
    path: "/api/docs",
  });

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const { document, markdown } = loaderData;
  return (
    <MarkdownTexts value={markdown}>
      <PageHero
        eyebrow={`API ${document.info.version}`}
        title="API reference"
        subtitle={
          <>
            <p>
              <Markdown text={document.info.summary} />
            </p>
            <p className="mt-3 text-base">
              Machine-readable:{" "}
              <a href={OPENAPI_PATH} className="font-medium text-white underline underline-offset-2">
                {OPENAPI_PATH}
              </a>{" "}
              (OpenAPI 3.1). API keys and the webhook URL are managed on API &amp; webhooks in the contractor dashboard.
            </p>
          </>
        }
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <ApiReference document={document} />
      </div>
    </MarkdownTexts>
  );
}
