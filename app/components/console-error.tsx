import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** What went wrong, in words a contractor or an operator can act on; never a stack trace. */
function describe(error: unknown): { title: string; message: string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { title: "Not found", message: "This page or record does not exist, or it is not yours to see." };
    if (error.status === 403) return { title: "Not allowed", message: "Your account cannot open this page." };
    const text = typeof error.data === "string" && error.data.length < 300 ? error.data : error.statusText;
    return { title: `Error ${error.status}`, message: text || "The request could not be completed." };
  }
  return { title: "Something went wrong", message: "This page could not be shown. Please try again; if it keeps happening, tell us at support." };
}

/**
 * The error boundary body of the dashboard and the admin console: the
 * console's navigation stays around it (the layouts render it inside their
 * shell), so one failing page does not strand the user.
 */
export function ConsoleError({ error }: { error: unknown }) {
  const { title, message } = describe(error);
  const { pathname, search } = useLocation();
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <Link to={`${pathname}${search}`} reloadDocument className={buttonVariants({ variant: "outline", className: "mt-6" })}>
        Try again
      </Link>
    </section>
  );
}

/** A refusal of the whole console (wrong role): no console navigation for someone who may not use it. */
export function isConsoleRefusal(error: unknown): boolean {
  return isRouteErrorResponse(error) && (error.status === 401 || error.status === 403);
}
