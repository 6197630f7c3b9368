import type { AnswerLine } from "~/forms/project-answers";
import { cn } from "~/lib/utils";

/**
 * The homeowner's project answers in words ("Timeline: Within a month"), on the card before purchase and on the lead
 * page after. Only fixed choices (forms/project-answers.ts): never contact details.
 */
export function ProjectAnswersList({ answers, className }: { answers: readonly AnswerLine[]; className?: string }) {
  if (answers.length === 0) return null;
  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm", className)} data-testid="project-answers">
      {answers.map((a) => (
        <div key={a.id} className="contents">
          <dt className="text-muted-foreground">{a.label}:</dt>
          <dd className="font-medium">{a.value}</dd>
        </div>
      ))}
    </dl>
  );
}
