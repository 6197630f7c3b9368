import type { Route } from "./+types/how-it-works";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "how-it-works", description: "how-it-works page", path: location.pathname });

export default function Page() {
  return <h1>how-it-works</h1>;
}
