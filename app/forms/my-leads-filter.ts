/**
 * The filter bar of My leads, read from the page's URL (a GET form): the follow-up status, and a search of the
 * buyer's own purchases by reference, homeowner name, city or ZIP. The same reader serves the page and its CSV
 * export, so the file holds exactly the leads the filtered list shows. An unknown status or a search over
 * SEARCH_MAX_LENGTH characters is refused with a message next to its field.
 */
import { z } from "zod";
import { PIPELINE_STATUSES, type PipelineStatus } from "~/db/enums";
import { MY_LEADS_SEARCH_MAX } from "./my-leads-search-max";

export const myLeadsFilterSchema = z.object({
  status: z
    .string()
    .trim()
    .default("")
    .refine((s) => s === "" || (PIPELINE_STATUSES as readonly string[]).includes(s), { message: "Please choose a status." }),
  q: z.string().trim().max(MY_LEADS_SEARCH_MAX, `Search for at most ${MY_LEADS_SEARCH_MAX} characters.`).default(""),
});

export type MyLeadsFilter = { status: PipelineStatus | undefined; q: string };

export function myLeadsFilterOf(parsed: z.output<typeof myLeadsFilterSchema>): MyLeadsFilter {
  return { status: (parsed.status || undefined) as PipelineStatus | undefined, q: parsed.q };
}
