import type { Route } from "./+types/blog-article";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "blog-article", description: "blog-article page", path: location.pathname });

export default function Page() {
  return <h1>blog-article</h1>;
}
