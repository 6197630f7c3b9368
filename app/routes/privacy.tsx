import type { Route } from "./+types/privacy";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "privacy", description: "privacy page", path: location.pathname });

export default function Page() {
  return <h1>privacy</h1>;
}
