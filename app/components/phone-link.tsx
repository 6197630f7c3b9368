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

/** "email · (718) 622-4380": an e-mail with the phone after it when there is one, as the admin's message views show a sender. */
export function EmailAndPhone({ email, phone }: { email: string; phone: string | null | undefined }) {
  return (
    <>
      {email}
      {phone ? (
        <>
          {" · "}
          <PhoneLink phone={phone} />
        </>
      ) : null}
    </>
  );
}
