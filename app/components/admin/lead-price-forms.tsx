/**
 * The forms of /admin/prices: one card per category with its fresh and aged
 * ranges for the three tiers (edit with a reason), and a reset to the spec's
 * prices. They post without JavaScript; with it, the same schema
 * (app/forms/lead-price.ts) checks them first.
 */
import { RotateCcw, Save } from "lucide-react";
import { Form } from "react-router";
import { controlProps, FieldError, FormErrors, firstError, type FieldErrors } from "~/components/forms/form-field";
import { useFormValidation } from "~/components/forms/use-form-validation";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { categories } from "~/content/categories";
import { formatRange, tiers, type PriceRange, type Tier } from "~/content/prices";
import type { LeadPriceCell } from "~/domain/pricing/list-lead-prices.server";
import type { PriceChange } from "~/domain/pricing/list-price-changes.server";
import {
  kindLabels,
  PRICE_REASON_MAX,
  PRICE_REASON_MIN,
  priceFieldName,
  priceKinds,
  tierLabels,
  type PriceKind,
  type RangeBound,
} from "~/forms/lead-price-rules";
import { AdminTable, EmptyState } from "./admin-ui";
import { useLocalTime } from "~/components/local-time";

/** What the action answers, for the card it concerns. */
export type PriceFormResult =
  | { ok: true; form: "edit" | "reset"; category: string; message: string }
  | { ok: false; form: "edit" | "reset"; category: string; error: string; errors: FieldErrors; values: Record<string, string> };

const loadEditSchema = () => import("~/forms/lead-price").then((m) => m.leadPriceEditSchema);
const loadResetSchema = () => import("~/forms/lead-price").then((m) => m.leadPriceResetSchema);

export const categoryLabel = (slug: string) => categories.find((c) => c.slug === slug)?.name ?? slug;

const boundLabels: Record<RangeBound, string> = { min: "minimum", max: "maximum" };

function BoundInput({ formId, name, label, defaultValue, errors }: { formId: string; name: string; label: string; defaultValue: string; errors: FieldErrors }) {
  const props = controlProps(formId, name, errors);
  return (
    <div className="flex min-w-24 flex-col gap-1">
      <Label htmlFor={props.id} className="sr-only">
        {label}
      </Label>
      <div className="flex items-center gap-1">
        <span aria-hidden="true" className="text-muted-foreground">
          $
        </span>
        <Input
          {...props}
          inputMode="numeric"
          pattern="[0-9]*"
          required
          maxLength={6}
          defaultValue={defaultValue}
          fullWidth={false}
          className="w-24 tabular-nums"
        />
      </div>
      <FieldError id={props.id} message={firstError(errors, name)} />
    </div>
  );
}

function CellNote({ cell }: { cell: LeadPriceCell }) {
  const { formatDateTime } = useLocalTime();
  const differs = cell.current.min !== cell.spec.min || cell.current.max !== cell.spec.max;
  return (
    <p className="mt-1 text-xs text-muted-foreground">
      {differs ? `${cell.specStated ? "Spec" : "Default"}: ${formatRange(cell.spec)}` : cell.specStated ? "The spec's price" : "Default: bottom 40% of fresh"}
      {cell.edited ? (
        <span className="block">
          Edited {formatDateTime(cell.edited.at)}
          {cell.edited.by ? ` by ${cell.edited.by}` : ""}
        </span>
      ) : null}
    </p>
  );
}

export function CategoryPriceCard({
  category,
  cells,
  result,
  pending,
}: {
  category: string;
  cells: readonly LeadPriceCell[];
  result: PriceFormResult | undefined;
  pending: boolean;
}) {
  const name = categoryLabel(category);
  const mine = result?.category === category ? result : undefined;
  const failed = mine && !mine.ok ? mine : undefined;
  const edit = useFormValidation({ loadSchema: loadEditSchema, serverErrors: failed?.form === "edit" ? failed.errors : undefined });
  const reset = useFormValidation({ loadSchema: loadResetSchema, serverErrors: failed?.form === "reset" ? failed.errors : undefined });
  const editId = `prices-${category}`;
  const resetId = `reset-${category}`;
  const cellOf = (tier: string, kind: PriceKind) => cells.find((c) => c.tier === tier && c.kind === kind);
  const valueOf = (tier: (typeof tiers)[number], kind: PriceKind, bound: RangeBound) => {
    const posted = failed?.form === "edit" ? failed.values[priceFieldName(tier, kind, bound)] : undefined;
    const range: PriceRange | undefined = cellOf(tier, kind)?.current;
    return posted ?? String(range?.[bound] ?? "");
  };
  // A new table (after a save or reset) remounts the inputs, so they show it rather than what was typed.
  const version = cells.map((c) => formatRange(c.current)).join(",");
  const anyEdited = cells.some((c) => c.edited);

  return (
    <Card className="p-5" data-testid={`prices-${category}`}>
      <h2 id={`${editId}-title`} className="text-lg font-semibold">
        {name}
      </h2>
      {mine?.ok ? (
        <p role="status" className="mt-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
          {mine.message}
        </p>
      ) : null}
      <Form key={version} method="post" aria-labelledby={`${editId}-title`} className="mt-3 space-y-4" {...edit.formProps}>
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="category" value={category} />
        <FormErrors errors={edit.errors} />
        {/* relative: the inputs' visually hidden labels are absolute, and would reach past a phone's edge from here. */}
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{name} lead prices in whole dollars, per plan tier</caption>
            <thead className="text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Tier
                </th>
                {priceKinds.map((kind) => (
                  <th key={kind} scope="col" className="py-2 pr-4">
                    {kind === "fresh" ? "Fresh leads (min – max)" : "Aged leads, 90+ days (min – max)"}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y align-top">
              {tiers.map((tier) => (
                <tr key={tier}>
                  <th scope="row" className="py-3 pr-4 font-medium whitespace-nowrap">
                    {tierLabels[tier]}
                  </th>
                  {priceKinds.map((kind) => {
                    const cell = cellOf(tier, kind);
                    return (
                      <td key={kind} className="py-3 pr-4">
                        <div className="flex items-start gap-2">
                          {(["min", "max"] as const).map((bound) => (
                            <BoundInput
                              key={bound}
                              formId={editId}
                              name={priceFieldName(tier, kind, bound)}
                              label={`${tierLabels[tier]} ${kindLabels[kind].toLowerCase()} ${boundLabels[bound]}`}
                              defaultValue={valueOf(tier, kind, bound)}
                              errors={edit.errors}
                            />
                          ))}
                        </div>
                        {cell ? <CellNote cell={cell} /> : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-0 grow basis-64 flex-col gap-1">
            <Label htmlFor={`${editId}-reason`}>Reason for the change</Label>
            <Input
              {...controlProps(editId, "reason", edit.errors)}
              required
              minLength={PRICE_REASON_MIN}
              maxLength={PRICE_REASON_MAX}
              defaultValue={failed?.form === "edit" ? failed.values.reason : ""}
            />
            <FieldError id={`${editId}-reason`} message={firstError(edit.errors, "reason")} />
          </div>
          <Button type="submit" disabled={pending} size={null} wrap className="min-h-10 px-4 py-2 text-sm">
            <Save aria-hidden="true" />
            Save {name} prices
          </Button>
        </div>
      </Form>
      {anyEdited ? (
        <Form method="post" aria-label={`Reset ${name} prices`} className="mt-4 flex flex-wrap items-end gap-3 border-t pt-4" {...reset.formProps}>
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="category" value={category} />
          <div className="w-full">
            <FormErrors errors={reset.errors} />
          </div>
          <div className="flex min-w-0 grow basis-64 flex-col gap-1">
            <Label htmlFor={`${resetId}-reason`}>Reason for the reset</Label>
            <Input {...controlProps(resetId, "reason", reset.errors)} required minLength={PRICE_REASON_MIN} maxLength={PRICE_REASON_MAX} />
            <FieldError id={`${resetId}-reason`} message={firstError(reset.errors, "reason")} />
          </div>
          <Button type="submit" variant="outline" disabled={pending}>
            <RotateCcw aria-hidden="true" />
            Reset {name} to the spec's prices
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}

/** The price table's history: who, when, which range, before → after, why. */
export function PriceHistory({ history }: { history: readonly PriceChange[] }) {
  const { formatDateTime } = useLocalTime();
  if (history.length === 0) return <EmptyState>No price changes yet.</EmptyState>;
  return (
    <AdminTable testId="price-history" columns={["When", "Who", "What", "Before → after", "Reason"]}>
      {history.map((h) => (
        <tr key={h.id} className="align-top">
          <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(h.at)}</td>
          <td className="px-4 py-3">{h.actor ?? "—"}</td>
          <td className="px-4 py-3">
            {categoryLabel(h.category)} · {tierLabels[h.tier as Tier] ?? h.tier} · {kindLabels[h.kind as PriceKind] ?? h.kind}
          </td>
          <td className="px-4 py-3 whitespace-nowrap tabular-nums">
            {formatRange(h.before)} → {formatRange(h.after)}
          </td>
          <td className="px-4 py-3 break-words">{h.reason}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
