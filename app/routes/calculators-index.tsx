import type { Route } from "./+types/calculators-index";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "calculators-index", description: "calculators-index page", path: location.pathname });

export default function Page() {
  return <h1>calculators-index</h1>;
}
