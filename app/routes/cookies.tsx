import type { Route } from "./+types/cookies";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "cookies", description: "cookies page", path: location.pathname });

export default function Page() {
  return <h1>cookies</h1>;
}
