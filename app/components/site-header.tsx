import { ChevronDown, Menu, X } from "lucide-react";
import { Link, NavLink, useRouteLoaderData } from "react-router";
import { Logo } from "~/components/logo";
import { calculatorNav, mainNav } from "~/components/site-nav";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** Menus are native <details> (data-menu): they work without JavaScript; document-scripts.ts adds Escape and click-outside. */
// No text size here: each use sets its own, so no two sizes meet on one element (cn does not merge conflicts).
const linkBase = "rounded-md px-3 py-2 font-medium text-foreground/80 hover:bg-muted hover:text-foreground";
const linkClass = `${linkBase} text-sm`;

function CalculatorsMenu() {
  return (
    <details data-menu="" className="group relative">
      <summary className={cn(linkClass, "flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden")}>
        Calculators
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <ul className="absolute left-0 top-full z-50 mt-2 w-64 rounded-lg border bg-background p-2 shadow-lg">
        {calculatorNav.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="block rounded-md px-3 py-2 text-sm hover:bg-muted">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The root loader's account (web/signed-in-account.server.ts); absent on an error page whose root loader failed. */
type SignedIn = { home: string } | null;

function useSignedIn(): SignedIn {
  const root = useRouteLoaderData("root") as { account?: SignedIn } | undefined;
  return root?.account ?? null;
}

/**
 * A plain form, not the router's <Form>: it works without JavaScript on every page, and on a hydrated one the
 * full page load after it drops what the old session had shown. CSRF is refused by origin (decision 0003).
 */
function SignOutForm({ className, buttonClassName = buttonVariants({ variant: "ghost" }) }: { className?: string; buttonClassName?: string }) {
  return (
    <form method="post" action="/logout" className={className}>
      <button type="submit" className={cn(buttonClassName, "w-full")}>
        Sign out
      </button>
    </form>
  );
}

function MobileMenu({ signedIn }: { signedIn: SignedIn }) {
  return (
    <details data-menu="" className="group lg:hidden">
      <summary
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
        aria-label="Toggle menu"
      >
        <Menu className="size-6 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open:block" aria-hidden="true" />
      </summary>
      <nav aria-label="Mobile" className="absolute inset-x-0 top-full border-b bg-background px-4 pb-6 pt-2 shadow-lg">
        <ul className="flex flex-col gap-1">
          {mainNav.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={cn(linkBase, "block text-base")}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Calculators</p>
        <ul className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
          {calculatorNav.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={cn(linkClass, "block")}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/get-quotes" className={cn(buttonVariants({ size: "lg" }), "mt-4 w-full")}>
          Get Quotes
        </Link>
        {signedIn ? (
          <div className="mt-2 grid grid-cols-2 gap-2">
            <Link to={signedIn.home} className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}>
              Dashboard
            </Link>
            <SignOutForm buttonClassName={buttonVariants({ variant: "outline", size: "lg" })} />
          </div>
        ) : (
          <Link to="/login" className={cn(buttonVariants({ variant: "outline", size: "lg" }), "mt-2 w-full")}>
            Contractor Sign In
          </Link>
        )}
      </nav>
    </details>
  );
}

export function SiteHeader() {
  const signedIn = useSignedIn();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {mainNav.map((item) => (
            <NavLink key={item.to} to={item.to} end className={linkClass}>
              {item.label}
            </NavLink>
          ))}
          <CalculatorsMenu />
        </nav>
        <div className="flex items-center gap-2">
          {/* Returning contractors and admins (homeowners need no account). */}
          {signedIn ? (
            <>
              <Link to={signedIn.home} className={cn(buttonVariants({ variant: "ghost" }), "max-sm:hidden")}>
                Dashboard
              </Link>
              <SignOutForm className="max-sm:hidden" />
            </>
          ) : (
            <Link to="/login" className={cn(buttonVariants({ variant: "ghost" }), "max-sm:hidden")}>
              Sign In
            </Link>
          )}
          {/* For homeowners, who have no account; a signed-in pro's two buttons take its room (the menu keeps it). */}
          {signedIn ? null : (
            <Link to="/get-quotes" className={cn(buttonVariants(), "max-sm:hidden")}>
              Get Quotes
            </Link>
          )}
          <MobileMenu signedIn={signedIn} />
        </div>
      </div>
    </header>
  );
}
