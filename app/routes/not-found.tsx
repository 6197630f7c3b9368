import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/not-found";
import { logger } from "~/logging/logger.server";
import { seo } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  logger.warn("not found", { path: pathname });
  return data({ path: pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, {
    title: "Page not found",
    description: "The page you were looking for does not exist.",
    path: loaderData?.path ?? "/",
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFound />;
}
