import { cn } from "~/lib/utils";
import { formatPhoneForPeople, telHref } from "~/lib/phone-display";

/** A phone number as people write it, "(718) 622-4380", that dials on a tap (tel:+17186224380); "—" when there is none. */
export function PhoneLink({ phone, className }: { phone: string | null | undefined; className?: string }) {
  if (!phone) return <>—</>;
  return (
    <a href={telHref(phone)} className={cn("text-primary underline underline-offset-2", className)}>
      {formatPhoneForPeople(phone)}
    </a>
  );
}
