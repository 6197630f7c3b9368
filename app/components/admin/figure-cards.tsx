import { Card } from "~/components/ui/card";

/** The row of headline figures above an admin report's charts (the overview, lead quality): label over value. */
export function FigureCards({ figures }: { figures: readonly { label: string; value: React.ReactNode }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Figures of the range">
      {figures.map((f) => (
        <li key={f.label}>
          <Card className="p-5">
            <h2 className="text-sm font-medium text-muted-foreground">{f.label}</h2>
            <p className="mt-2 text-2xl font-bold" data-figure={f.label}>
              {f.value}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
