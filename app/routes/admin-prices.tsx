import { data, useNavigation } from "react-router";
import type { Route } from "./+types/admin-prices";
import { adminHeaders } from "~/components/admin/admin-headers";
import { requireAdmin } from "~/web/require-admin.server";
import { ActionMessage, AdminPageHeader } from "~/components/admin/admin-ui";
import { FilterForm, FilterSelect } from "~/components/admin/admin-filters";
import { categoryLabel, CategoryPriceCard, PriceHistory, type PriceFormResult } from "~/components/admin/lead-price-forms";
import { categories, categorySlugs, type CategorySlug } from "~/content/categories";
import { issuesToErrors, type FieldErrors } from "~/forms/form-errors";
import { leadPriceEditSchema, leadPriceResetSchema } from "~/forms/lead-price";
import { listLeadPrices } from "~/domain/pricing/list-lead-prices.server";
import { listPriceChanges } from "~/domain/pricing/list-price-changes.server";
import { PriceTableError, updateLeadPrices } from "~/domain/pricing/update-lead-prices.server";
import { seo } from "~/lib/seo";
import { postedForm } from "~/web/posted-form.server";
import { afterOf, loadPage } from "~/web/list-page.server";
import { PageLinks } from "~/components/page-links";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Prices · Admin",
    description: "Admin console: the lead price table per category and plan tier, fresh and aged, with edits, resets to the spec's prices and their history.",
    path: "/admin/prices",
    noindex: true,
  });

const isCategory = (v: string | null): v is CategorySlug => (categorySlugs as readonly string[]).includes(v ?? "");

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, sendHeaders } = await requireAdmin(request);
  const raw = new URL(request.url).searchParams.get("category");
  const category = isCategory(raw) ? raw : undefined;
  const after = afterOf(request);
  const [table, history] = await Promise.all([listLeadPrices(ctx.db), loadPage(listPriceChanges(ctx.db, { category, after }))]);
  return data({ table, history: history.rows, historyNext: history.next, paged: after !== undefined, category: category ?? "" }, { headers: sendHeaders });
}

/** The posted text fields (values to show again after a refusal; a file or an unknown name is dropped). */
function postedValues(form: FormData): Record<string, string> {
  return Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === "string" && e[0].length < 40).map(([k, v]) => [k, v.slice(0, 600)]));
}

/** The domain's problems as the form's field errors: "roofing.payAsYouGo.aged.max" is the field "payAsYouGo.aged.max". */
function fieldErrorsOf(error: PriceTableError, category: string, form: "edit" | "reset"): FieldErrors {
  const errors: FieldErrors = {};
  for (const { key, message } of error.problems) {
    const field = key === "reason" ? "reason" : form === "edit" && key.startsWith(`${category}.`) ? key.slice(category.length + 1) : "";
    (errors[field] ??= []).push(field === "" ? error.message : message);
  }
  return errors;
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, adminId, sendHeaders } = await requireAdmin(request);
  const values = postedValues(await postedForm(request));
  const intent = values.intent === "reset" ? "reset" : "edit";
  const category = values.category ?? "";
  const name = categoryLabel(category);
  const refuse = (errors: FieldErrors, error: string) =>
    data<PriceFormResult>(
      { ok: false, form: intent, category, error: `${name} prices were not saved. ${error}`, errors, values },
      { status: 400, headers: sendHeaders },
    );

  const parsed = (intent === "edit" ? leadPriceEditSchema : leadPriceResetSchema).safeParse(values);
  if (!parsed.success) return refuse(issuesToErrors(parsed.error.issues), "Please correct the fields marked below.");
  try {
    const { changed } = await updateLeadPrices(ctx, adminId, parsed.data);
    const ranges = changed === 1 ? "1 range" : `${changed} ranges`;
    const message = intent === "edit" ? `${name} prices saved: ${ranges} changed.` : `${name} prices reset to the spec's: ${ranges} changed.`;
    return data<PriceFormResult>({ ok: true, form: intent, category, message }, { headers: sendHeaders });
  } catch (error) {
    if (error instanceof PriceTableError) return refuse(fieldErrorsOf(error, category, intent), error.message);
    throw error;
  }
}

export default function AdminPrices({ loaderData, actionData }: Route.ComponentProps) {
  const { table, history, historyNext, paged, category } = loaderData;
  const pending = useNavigation().state === "submitting";
  return (
    <>
      <AdminPageHeader
        title="Prices"
        intro="What a lead costs, in whole dollars, per category and plan tier. A lead's price lies inside its range: one pro requested is the top; urgency and the estimated job size raise it. Leads unsold after 90 days are priced from the aged range."
      />
      <ActionMessage result={actionData ? (actionData.ok ? { ok: true, message: actionData.message } : { ok: false, error: actionData.error }) : undefined} />
      <p className="mb-6 text-sm text-muted-foreground">
        Without an edit, fresh leads use the spec's ranges, solar aged leads the spec's aged range, and other aged leads the bottom 40% of the fresh range. An
        aged range may not start or end above the fresh range of the same tier. Changes apply to the next price shown or charged; the public pricing page keeps
        the spec's ranges.
      </p>
      <div className="space-y-6">
        {table.map((row) => (
          <CategoryPriceCard key={row.category} category={row.category} cells={row.cells} result={actionData} pending={pending} />
        ))}
      </div>

      <h2 id="history" className="mt-10 mb-4 text-xl font-semibold">
        History
      </h2>
      <FilterForm>
        <FilterSelect
          id="history-category"
          name="category"
          label="Category"
          value={category}
          allLabel="All categories"
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
        />
      </FilterForm>
      <PriceHistory history={history} />
      <div className="mt-4">
        <PageLinks
          base="/admin/prices"
          label="Pages of the price history"
          paged={paged}
          next={historyNext}
          filters={{ category }}
          firstLabel="Newest changes"
          nextLabel="Older changes"
        />
      </div>
    </>
  );
}
