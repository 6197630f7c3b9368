import { createContext, use, useId } from "react";
import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * WAI-ARIA tabs as plain server-rendered HTML: the pages that use them ship no
 * React, so switching is done by the inline script in
 * app/components/document-scripts.ts (click, arrow keys, Home, End), which
 * flips aria-selected and data-state. Without JavaScript, app.css hides the
 * tab list and shows every panel (html:not(.js)); see the `js` class set in root.tsx.
 */
const TabsContext = createContext<{ id: string; value: string }>({ id: "tabs", value: "" });

export function Tabs({ defaultValue, children }: { defaultValue: string; children: React.ReactNode }) {
  const id = useId();
  return <TabsContext value={{ id, value: defaultValue }}>{children}</TabsContext>;
}

export function TabsList({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      data-js-only=""
      className={cn("inline-flex h-11 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, value, ...props }: React.ComponentProps<"button"> & { value: string }) {
  const tabs = use(TabsContext);
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.id}-tab-${value}`}
      aria-controls={`${tabs.id}-panel-${value}`}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      className={cn(
        "inline-flex items-center justify-center whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold transition-all sm:px-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow",
        className,
      )}
      {...props}
    />
  );
}

/** Panels are always in the HTML; the inactive ones are hidden by data-state. */
export function TabsContent({ className, value, ...props }: React.ComponentProps<"div"> & { value: string }) {
  const tabs = use(TabsContext);
  return (
    <div
      role="tabpanel"
      id={`${tabs.id}-panel-${value}`}
      aria-labelledby={`${tabs.id}-tab-${value}`}
      tabIndex={0}
      data-tab-panel=""
      data-state={tabs.value === value ? "active" : "inactive"}
      className={cn("mt-8 data-[state=inactive]:hidden focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
      {...props}
    />
  );
}
