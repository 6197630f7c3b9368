import type { Route } from "./+types/buy-leads";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "buy-leads", description: "buy-leads page", path: location.pathname });

export default function Page() {
  return <h1>buy-leads</h1>;
}
