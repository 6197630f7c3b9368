import { X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentProps, type ReactNode } from "react";
import { useFormIsland } from "~/browser";
import { Toaster } from "~/components/ui/toaster";
import { PricingRequestForm, type PricingRequestErrors, type PricingRequestValues } from "~/components/marketing/pricing-request-form";
import { failureOf, type FormOutcome } from "~/forms/form-outcome";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { showToast } from "~/lib/toast";
import { cn } from "~/lib/utils";

/** Spec section 8: the confirmation of a pricing request. */
export const pricingRequestSubmitted = {
  title: "Request Submitted!",
  description: "We'll contact you shortly with pricing details.",
} as const;

/** The fragment every pricing trigger links to: the no-JS modal below. */
export const pricingDialogId = "request-pricing";
/** Where the no-JS modal's close link goes (the price table section). */
export const pricingTableId = "pricing-table";

const title = "Request Pricing";
const description = "Tell us about your business and we'll send you current lead prices for your categories and service area.";

const subscribeNothing = () => () => {};

function subscribeHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/** The URL fragment; empty on the server and during hydration (the server never sees it). */
function useHash(): string {
  return useSyncExternalStore(
    subscribeHash,
    () => window.location.hash,
    () => "",
  );
}

/** False on the server and during hydration, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * A link that opens the request-pricing dialog. Without JavaScript it targets
 * #request-pricing, which shows the CSS-only modal; with JavaScript the page's
 * dialog island catches the click and opens the accessible modal dialog instead.
 */
export function PricingTrigger({ className, children, ...props }: Omit<ComponentProps<"a">, "href" | "onClick">) {
  return (
    <a href={`#${pricingDialogId}`} className={className} {...props}>
      {children}
    </a>
  );
}

/**
 * An area (the price table) where a click anywhere opens the dialog. It is a
 * pointer shortcut only: the links inside it (each price, the Request Pricing
 * button) are how keyboard and no-JS visitors open it.
 */
export function PricingClickArea({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn("cursor-pointer", className)} data-pricing-click-area="">
      {children}
    </div>
  );
}

/** A plain left click, which the page may handle itself (not one that opens a new tab or window). */
function isPlainClick(event: globalThis.MouseEvent): boolean {
  return event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The request-pricing dialog of a page, and the page's island (docs/decisions/0040): the modal dialog (with JS)
 * and the :target modal (without). Triggers anywhere on the page are plain links to #request-pricing; the
 * island opens the dialog from their clicks. `outcome` is the action's answer the page was rendered with (a post
 * without JavaScript), then the answer to each post: a failure opens the dialog with its messages; a success
 * closes it with the spec's toast (without JavaScript the page shows a notice instead).
 */
export function PricingDialog({ outcome: rendered }: { outcome?: FormOutcome<object> }) {
  const { Form, pending, outcome } = useFormIsland(rendered);
  const lastTrigger = useRef<HTMLElement | null>(null);
  const hydrated = useHydrated();
  const failure = failureOf(outcome);
  const errors: PricingRequestErrors | undefined = failure?.errors;
  const values = failure?.values as PricingRequestValues | undefined;
  const succeeded = outcome?.ok === true;
  // Open from the start when the page is the reply to a submission with errors.
  const [open, setOpen] = useState(Boolean(failure));

  // Arriving at /pricing#request-pricing (a shared link, or a click before hydration) opens the dialog once.
  const targeted = useHash() === `#${pricingDialogId}`;
  const [targetDismissed, setTargetDismissed] = useState(false);

  // Each reply: errors open the dialog, a success closes it (state adjusted during render).
  const [seenOutcome, setSeenOutcome] = useState(outcome);
  if (outcome !== seenOutcome) {
    setSeenOutcome(outcome);
    if (failure) setOpen(true);
    if (succeeded) {
      setOpen(false);
      setTargetDismissed(true);
    }
  }

  useEffect(() => {
    if (outcome?.ok === true) {
      void showToast(pricingRequestSubmitted.title, { description: pricingRequestSubmitted.description, variant: "success" });
    }
  }, [outcome]);

  // The page's triggers are server-rendered links outside the island: their clicks are caught here.
  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const trigger = event.target.closest<HTMLElement>(`a[href="#${pricingDialogId}"]`);
      const area = event.target.closest("[data-pricing-click-area]");
      if (trigger) event.preventDefault();
      else if (!area || event.target.closest("a, button, input, select, textarea")) return;
      lastTrigger.current = trigger;
      setOpen(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  const isOpen = open || (targeted && !targetDismissed);

  const returnFocus = useCallback(() => lastTrigger.current, []);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && targeted) {
      setTargetDismissed(true);
      // Drop the fragment so a reload does not reopen the dialog.
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    }
  };

  return (
    <>
      <NoScriptPricingModal hidden={hydrated} forcedOpen={Boolean(failure)} errors={errors} values={values} />
      <Dialog id="request-pricing-dialog" open={isOpen} onOpenChange={onOpenChange}>
        <DialogContent returnFocus={returnFocus}>
          <DialogHeader className="pr-6">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <PricingRequestForm Form={Form} idPrefix="pricing-dialog" errors={errors} defaultValues={values} pending={pending} />
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  );
}

/**
 * The modal for visitors without JavaScript: hidden until #request-pricing is
 * the URL fragment (CSS :target), closed by a link back to the price table.
 * Once React has hydrated it stays hidden; the modal dialog takes over.
 */
function NoScriptPricingModal({
  hidden,
  forcedOpen,
  errors,
  values,
}: {
  hidden: boolean;
  forcedOpen: boolean;
  errors?: PricingRequestErrors;
  values?: PricingRequestValues;
}) {
  const titleId = `${pricingDialogId}-title`;
  const descriptionId = `${pricingDialogId}-description`;
  // After a failed no-JS submission the modal is open without the fragment, so closing reloads the page.
  const closeHref = forcedOpen ? `/pricing#${pricingTableId}` : `#${pricingTableId}`;
  return (
    <dialog
      open
      id={pricingDialogId}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(
        "fixed inset-0 z-50 m-0 size-full max-h-none max-w-none overflow-y-auto border-0 bg-transparent p-4 text-foreground",
        // One display per state (cn does not merge `hidden` and `flex`): hidden wins over forced open.
        hidden ? "hidden target:hidden" : forcedOpen ? "flex target:flex" : "hidden target:flex",
      )}
    >
      <a href={closeHref} tabIndex={-1} aria-hidden="true" className="fixed inset-0 cursor-default bg-black/60" />
      <div className="relative m-auto w-full max-w-lg rounded-xl border bg-background p-6 shadow-lg">
        <a
          href={closeHref}
          className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </a>
        <h2 id={titleId} className="pr-8 text-xl font-semibold">
          {title}
        </h2>
        <p id={descriptionId} className="mt-1.5 text-sm text-muted-foreground">
          {description}
        </p>
        <PricingRequestForm idPrefix="pricing-modal" errors={errors} defaultValues={values} className="mt-5" />
      </div>
    </dialog>
  );
}
