import type { Route } from "./+types/project-ideas";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "project-ideas", description: "project-ideas page", path: location.pathname });

export default function Page() {
  return <h1>project-ideas</h1>;
}
