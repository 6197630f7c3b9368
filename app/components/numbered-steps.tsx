import { cn } from "~/lib/utils";

export type NumberedStep = { title: string; text: string };

/**
 * A short numbered list of steps ("How It Works", "What Happens Next") beside a form. `className` replaces the
 * default spacing (margin above and gap): pass both, e.g. "mt-6 gap-6".
 */
export function NumberedSteps({ steps, className = "mt-4 gap-4" }: { steps: readonly NumberedStep[]; className?: string }) {
  return (
    <ol className={cn("flex flex-col", className)}>
      {steps.map((s, i) => (
        <li key={s.title} className="flex gap-4">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground">{i + 1}</span>
          <div>
            <h3 className="font-semibold">{s.title}</h3>
            <p className="mt-1 text-sm leading-6 text-muted-foreground">{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
