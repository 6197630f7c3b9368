import { ChevronDown } from "lucide-react";

type FaqItem = { question: string; answer: string };

/** Questions and answers as native disclosures: they work without JavaScript. */
export function FaqList({ faqs }: { faqs: readonly FaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y rounded-2xl border bg-card shadow-sm">
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-left font-semibold hover:text-primary focus-visible:rounded-2xl [&::-webkit-details-marker]:hidden">
            <span className="text-base sm:text-lg">{faq.question}</span>
            <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <p className="px-6 pb-6 leading-relaxed text-muted-foreground">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
