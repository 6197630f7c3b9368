import type { Route } from "./+types/help-center";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "help-center", description: "help-center page", path: location.pathname });

export default function Page() {
  return <h1>help-center</h1>;
}
