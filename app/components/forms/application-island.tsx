import { useEffect, useState } from "react";
import { useFormIsland } from "~/browser";
import { Toaster } from "~/components/ui/toaster";
import { firstMessage } from "~/forms/form-errors";
import { failureOf, type FormOutcome } from "~/forms/form-outcome";
import { showToast } from "~/lib/toast";
import { ApplicationForm } from "./application-form";
import { applicationMessages, applicationNotice } from "./application-messages";
import { FormAlert } from "./form-field";

/**
 * The /contractor-application page's island (docs/decisions/0040): the form, its notices and toasts (spec
 * section 8). `outcome` is what the action answered when the page was rendered (a post without JavaScript).
 */
export function ContractorApplication({ outcome: rendered }: { outcome?: FormOutcome<object> }) {
  const { Form, pending, outcome } = useFormIsland(rendered);
  const failure = failureOf(outcome);

  // The outcome the server rendered the page with is shown in the form; the outcomes of later posts are toasts.
  const notice = outcome && outcome === rendered ? applicationNotice(outcome) : undefined;

  // A success clears every field: the form starts afresh.
  const [seenOutcome, setSeenOutcome] = useState(outcome);
  const [round, setRound] = useState(0);
  if (outcome !== seenOutcome) {
    setSeenOutcome(outcome);
    if (outcome?.ok) setRound((n) => n + 1);
  }

  useEffect(() => {
    if (!outcome) return;
    const toast = applicationNotice(outcome);
    void showToast(toast.title, { description: toast.description, variant: toast.variant });
  }, [outcome]);

  return (
    <>
      <ApplicationForm
        key={round}
        Form={Form}
        errors={failure?.errors}
        defaultValues={failure?.values}
        pending={pending}
        reselectFiles={Boolean(notice && failure)}
        notice={
          notice ? (
            <FormAlert variant={notice.variant === "success" ? "success" : "error"} title={notice.title}>
              <p>{notice.description}</p>
            </FormAlert>
          ) : null
        }
        onInvalid={(errors) =>
          void showToast(applicationMessages.validationTitle, {
            description: firstMessage(errors as Record<string, string[]>),
            variant: "destructive",
          })
        }
      />
      <Toaster />
    </>
  );
}
