import { Check, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { planStartHref, plans } from "~/content/plans";
import { cn } from "~/lib/utils";

/**
 * The three plans of spec section 9, each button leading where its plan starts (planStartHref): the application,
 * or /pro/billing for a signed-in contractor; Enterprise's to /contact. `contractorSignedIn` comes from the root
 * loader's account, so the prerendered page (no visitor) shows the signed-out links.
 */
export function PlanCards({ contractorSignedIn = false }: { contractorSignedIn?: boolean }) {
  return (
    <ul className="mx-auto grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-stretch">
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={cn(
            "relative flex flex-col rounded-2xl bg-card p-8",
            plan.popular ? "border-2 border-primary shadow-xl shadow-primary/10 lg:-my-4 lg:py-12" : "border shadow-sm",
          )}
        >
          {plan.popular ? (
            <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 whitespace-nowrap rounded-full bg-primary px-4 py-1 text-xs font-semibold uppercase tracking-wide text-primary-foreground shadow">
              <Sparkles className="size-3.5" aria-hidden="true" />
              Most Popular
            </p>
          ) : null}
          <h3 className="text-xl font-semibold">{plan.name}</h3>
          <p className="mt-2 min-h-12 text-sm leading-relaxed text-muted-foreground">{plan.description}</p>
          <p className="mt-6 flex items-baseline gap-1.5">
            <span className="text-4xl font-bold tracking-tight">{plan.price}</span>
            <span className="text-sm font-medium text-muted-foreground">{plan.period}</span>
          </p>
          <p className="mt-1 text-sm font-medium text-primary">
            {plan.discount > 0 ? `Save ${Math.round(plan.discount * 100)}% on every lead` : "Standard lead prices"}
          </p>
          <ul className="mt-8 flex-1 space-y-3 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <Link
            to={planStartHref(plan.id, contractorSignedIn)}
            // A full page load into the signed-in area: its sign-in redirect is a document redirect, not a data request's.
            reloadDocument={planStartHref(plan.id, contractorSignedIn).startsWith("/pro/")}
            data-testid={`plan-cta-${plan.id}`}
            className={cn(buttonVariants({ variant: plan.popular ? "default" : "outline", size: "lg" }), "mt-8 w-full")}
          >
            {plan.cta}
          </Link>
        </li>
      ))}
    </ul>
  );
}
