import type { Route } from "./+types/terms";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "terms", description: "terms page", path: location.pathname });

export default function Page() {
  return <h1>terms</h1>;
}
