import { HousePlus } from "lucide-react";
import { Link } from "react-router";
import { site } from "~/config/site";
import { cn } from "~/lib/utils";

export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <Link to="/" className={cn("inline-flex items-center gap-2 font-bold", className)} aria-label={`${site.name} home`}>
      <span className={cn("grid size-9 place-items-center rounded-lg", inverse ? "bg-white text-primary" : "bg-primary text-primary-foreground")}>
        <HousePlus className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg tracking-tight">{site.name}</span>
    </Link>
  );
}
