import type { Route } from "./+types/success-stories";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "success-stories", description: "success-stories page", path: location.pathname });

export default function Page() {
  return <h1>success-stories</h1>;
}
