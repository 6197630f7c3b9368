import type { Route } from "./+types/find-contractors";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "find-contractors", description: "find-contractors page", path: location.pathname });

export default function Page() {
  return <h1>find-contractors</h1>;
}
