/** /pro/billing/statements/:month — the contractor's own monthly statement (the current month to date), with its PDF. */
import { Link } from "react-router";
import type { Route } from "./+types/pro-billing-statement";
import { StatementView } from "~/components/pro/statement-view";
import { ProPage } from "~/components/pro/pro-ui";
import { seo } from "~/lib/seo";
import { requireContractor } from "~/web/require-contractor.server";
import { loadStatement } from "~/web/statement.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { ctx, contractorId } = await requireContractor(request);
  return loadStatement(ctx, { role: "contractor", contractorId }, contractorId, params.month);
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo(matches, {
    title: `Statement ${params.month}`,
    description: "Your monthly statement: purchases, return credits, top-ups, adjustments and fees.",
    path: `/pro/billing/statements/${params.month}`,
    noindex: true,
  });

export default function StatementPage({ loaderData }: Route.ComponentProps) {
  return (
    <ProPage
      title={`Statement ${loaderData.month}${loaderData.toDate ? " (to date)" : ""}`}
      intro={
        <Link className="underline" to="/pro/billing">
          Back to plan &amp; billing
        </Link>
      }
      actions={
        <a className="underline" href={`/pro/billing/statements/${loaderData.month}/pdf`} download data-testid="statement-pdf">
          Download PDF
        </a>
      }
    >
      <StatementView statement={loaderData} />
    </ProPage>
  );
}
