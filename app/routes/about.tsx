import type { Route } from "./+types/about";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "about", description: "about page", path: location.pathname });

export default function Page() {
  return <h1>about</h1>;
}
