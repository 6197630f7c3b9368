import type { Route } from "./+types/home";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "home", description: "home page", path: location.pathname });

export default function Page() {
  return <h1>home</h1>;
}
