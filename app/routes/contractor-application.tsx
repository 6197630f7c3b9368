import type { Route } from "./+types/contractor-application";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "contractor-application", description: "contractor-application page", path: location.pathname });

export default function Page() {
  return <h1>contractor-application</h1>;
}
