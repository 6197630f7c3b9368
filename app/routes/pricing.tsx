import type { Route } from "./+types/pricing";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "pricing", description: "pricing page", path: location.pathname });

export default function Page() {
  return <h1>pricing</h1>;
}
