import { useLocalTime } from "~/components/local-time";

/** "Phone verified Dec 1, 2026, 2:10 PM EST": the homeowner entered the code texted to the number (decision 0048). */
export function PhoneVerified({ at, className }: { at: Date | string | null; className?: string }) {
  const { formatDateTime } = useLocalTime();
  if (!at) return <span className={className}>Phone not verified</span>;
  return (
    <span className={className} data-testid="phone-verified-at">
      Phone verified {formatDateTime(at)}
    </span>
  );
}
