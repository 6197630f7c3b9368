import type { Route } from "./+types/blog-index";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "blog-index", description: "blog-index page", path: location.pathname });

export default function Page() {
  return <h1>blog-index</h1>;
}
