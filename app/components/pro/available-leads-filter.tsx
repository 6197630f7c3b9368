import { categoryName } from "~/components/pro/labels";
import { ListFilterForm, ListFilterSelect } from "~/components/pro/list-filters";
import { AVAILABLE_LEAD_SORTS, availableLeadSortLabels, DISTANCE_CHOICES, DISTANCE_SORTS } from "~/forms/available-leads-filter-choices";

/** The offered distances, and a valid one from a hand-edited link among them, so the select shows what is applied. */
function distanceOptions(current: string, error: string | undefined) {
  const miles = new Set<number>(DISTANCE_CHOICES);
  if (current && !error) miles.add(Number(current));
  return [...miles].toSorted((a, b) => a - b).map((d) => ({ value: String(d), label: `Within ${d} miles` }));
}

/** The filter bar: trade, distance from the base ZIP (only when there is one), order. */
export function AvailableLeadsFilter({
  trades,
  measuresDistance,
  filters,
  errors,
}: {
  trades: readonly string[];
  measuresDistance: boolean;
  filters: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <ListFilterForm label="Filter leads">
      <ListFilterSelect
        id="trade"
        label="Trade"
        value={filters.trade ?? ""}
        allLabel="All your trades"
        options={trades.map((t) => ({ value: t, label: categoryName(t) }))}
        error={errors.trade}
      />
      {measuresDistance ? (
        <ListFilterSelect
          id="distance"
          label="Distance"
          value={filters.distance ?? ""}
          allLabel="Whole service area"
          options={distanceOptions(filters.distance ?? "", errors.distance)}
          error={errors.distance}
        />
      ) : null}
      <ListFilterSelect
        id="sort"
        label="Sort"
        value={filters.sort ?? ""}
        options={AVAILABLE_LEAD_SORTS.filter((s) => measuresDistance || !DISTANCE_SORTS.includes(s)).map((s) => ({
          value: s === "newest" ? "" : s,
          label: availableLeadSortLabels[s],
        }))}
        error={errors.sort}
      />
    </ListFilterForm>
  );
}
