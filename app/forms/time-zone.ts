/** The admin console's time-zone setting (/admin/settings): one IANA zone; the domain checks the runtime knows it. */
import { z } from "zod";

export const timeZoneSchema = z.object({
  timeZone: z.string().trim().min(1, "Please choose a time zone.").max(64, "Please choose a time zone from the list."),
});

export type TimeZoneChoice = z.output<typeof timeZoneSchema>;
