import type { Route } from "./+types/get-quotes";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "get-quotes", description: "get-quotes page", path: location.pathname });

export default function Page() {
  return <h1>get-quotes</h1>;
}
