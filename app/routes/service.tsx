import type { Route } from "./+types/service";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "service", description: "service page", path: location.pathname });

export default function Page() {
  return <h1>service</h1>;
}
