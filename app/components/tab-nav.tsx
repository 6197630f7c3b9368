import { NavLink } from "react-router";
import { cn } from "~/lib/utils";

export type TabItem = { to: string; label: string; end?: boolean };

/**
 * Tab-like navigation over plain links (works without JavaScript): the
 * current page's tab is underlined in the primary colour. Each console keeps
 * its own spacing through the class props.
 */
export function TabNav({
  label,
  items,
  className,
  listClassName,
  tabClassName,
}: {
  label: string;
  items: readonly TabItem[];
  className?: string;
  listClassName?: string;
  tabClassName?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(tabClassName, isActive ? "border-primary text-primary" : "border-transparent text-muted-foreground hover:text-foreground")
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
