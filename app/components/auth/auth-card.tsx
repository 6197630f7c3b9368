import type * as React from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Label } from "~/components/ui/input";
import { cn } from "~/lib/utils";

/** The centred card every sign-in page uses: the page's single h1, a lead paragraph and the form. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: React.ReactNode; children: React.ReactNode; footer?: React.ReactNode }) {
  return (
    <div className="bg-muted px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {intro ? <p className="mt-2 text-sm text-muted-foreground">{intro}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 border-t pt-4 text-sm text-muted-foreground">{footer}</div> : null}
      </div>
    </div>
  );
}

/** A status line announced to screen readers; red for errors, green for success. */
export function FormMessage({ tone, children, id }: { tone: "error" | "success"; children: React.ReactNode; id?: string }) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <p
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-md border px-3 py-2 text-sm",
        tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-800",
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** A labelled field with an optional hint under it. */
export function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
