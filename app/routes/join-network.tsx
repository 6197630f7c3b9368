import type { Route } from "./+types/join-network";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, { title: "join-network", description: "join-network page", path: location.pathname });

export default function Page() {
  return <h1>join-network</h1>;
}
