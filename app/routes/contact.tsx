import type { Route } from "./+types/contact";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "contact", description: "contact page", path: location.pathname });

export default function Page() {
  return <h1>contact</h1>;
}
