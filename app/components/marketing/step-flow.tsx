import { Icon } from "~/components/icon";
import { cn } from "~/lib/utils";

type FlowStep = { title: string; description: string; icon?: string };

/**
 * A numbered, ordered list of steps: a vertical timeline on small screens and a
 * row of connected cards on large ones. Step titles are h3.
 */
export function StepFlow({ steps, className }: { steps: readonly FlowStep[]; className?: string }) {
  return (
    <ol
      className={cn(
        // The line joining the step numbers on large screens, drawn behind them.
        "relative grid gap-8 lg:grid-cols-4 lg:gap-6 lg:before:absolute lg:before:inset-x-[12.5%] lg:before:top-7 lg:before:h-0.5 lg:before:bg-primary/25",
        className,
      )}
    >
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-5 lg:flex-col lg:items-center lg:gap-0 lg:text-center">
          {index < steps.length - 1 ? <span aria-hidden="true" className="absolute left-7 top-16 -bottom-8 w-0.5 bg-primary/20 lg:hidden" /> : null}
          <span className="relative z-10 flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground shadow-lg shadow-primary/25 ring-8 ring-background">
            <span className="sr-only">Step </span>
            {index + 1}
          </span>
          <div className="pt-1 lg:mt-6 lg:pt-0">
            {step.icon ? (
              <span className="mb-3 inline-flex size-10 items-center justify-center rounded-lg bg-secondary text-primary lg:mx-auto">
                <Icon name={step.icon} className="size-5" />
              </span>
            ) : null}
            <h3 className="text-lg font-semibold leading-tight">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
