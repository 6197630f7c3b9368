import type { Route } from "./+types/careers";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "careers", description: "careers page", path: location.pathname });

export default function Page() {
  return <h1>careers</h1>;
}
