import type { Route } from "./+types/calculator";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "calculator", description: "calculator page", path: location.pathname });

export default function Page() {
  return <h1>calculator</h1>;
}
