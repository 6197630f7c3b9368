import * as React from "react";
import { COMPANY_TIME_ZONE, formatDateIn, formatDateTimeIn } from "~/lib/format-time";

/**
 * The viewer's time zone, resolved on the server (the contractor's, the
 * admin's choice, the homeowner's request ZIP) and provided by the layout from
 * its loader data, so the browser formats in the same zone as the server did.
 */
const ViewerTimeZone = React.createContext<string>(COMPANY_TIME_ZONE);

export function ViewerTimeZoneProvider({ zone, children }: { zone: string; children: React.ReactNode }) {
  return <ViewerTimeZone.Provider value={zone}>{children}</ViewerTimeZone.Provider>;
}

type When = Date | string | null | undefined;

export type LocalTime = { zone: string; formatDate: (value: When) => string; formatDateTime: (value: When) => string };

/** Formatters bound to the viewer's zone: "Dec 1, 2026" and "Dec 1, 2026, 2:10 PM EST"; "—" for no value. */
export function useLocalTime(): LocalTime {
  const zone = React.useContext(ViewerTimeZone);
  return React.useMemo(
    () => ({
      zone,
      formatDate: (value: When) => (value ? formatDateIn(value, zone) : "—"),
      formatDateTime: (value: When) => (value ? formatDateTimeIn(value, zone) : "—"),
    }),
    [zone],
  );
}
