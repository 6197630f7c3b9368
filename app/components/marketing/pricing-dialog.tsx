import { X } from "lucide-react";
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useNavigation } from "react-router";
import {
  PRICING_INTENT,
  PricingRequestForm,
  type PricingRequestErrors,
  type PricingRequestValues,
} from "~/components/marketing/pricing-request-form";
import { failureOf } from "~/forms/form-outcome";
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
const description =
  "Tell us about your business and we'll send you current lead prices for your categories and service area.";

type PricingDialogContextValue = { openFrom: (trigger: HTMLElement | null) => void };

const PricingDialogContext = createContext<PricingDialogContextValue | null>(null);

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
 * #request-pricing, which shows the CSS-only modal; with JavaScript it opens the
 * accessible native modal dialog instead.
 */
export function PricingTrigger({ className, onClick, children, ...props }: Omit<ComponentProps<"a">, "href">) {
  const context = use(PricingDialogContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!context || event.defaultPrevented) return;
    event.preventDefault();
    context.openFrom(event.currentTarget);
  };
  return (
    <a href={`#${pricingDialogId}`} className={className} onClick={handleClick} {...props}>
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
  const context = use(PricingDialogContext);
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!context || (event.target as Element).closest("a, button, input, select, textarea")) return;
    context.openFrom(null);
  };
  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- pointer shortcut; the links inside are the keyboard path
    <div className={cn("cursor-pointer", className)} onClick={handleClick}>
      {children}
    </div>
  );
}

/**
 * Holds the request-pricing dialog for a page: the modal dialog (with JS) and
 * the :target modal (without). `outcome` is the page's action data: a failure
 * opens the dialog with its messages; a success closes it with the spec's
 * toast (without JavaScript the page shows a notice instead).
 */
export function PricingDialogProvider({ children, outcome }: { children: ReactNode; outcome?: unknown }) {
  const lastTrigger = useRef<HTMLElement | null>(null);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === PRICING_INTENT;
  const failure = failureOf(outcome);
  const errors: PricingRequestErrors | undefined = failure?.errors;
  const values = failure?.values as PricingRequestValues | undefined;
  const succeeded = (outcome as { ok?: unknown } | undefined)?.ok === true;
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
    if ((outcome as { ok?: unknown } | undefined)?.ok === true) {
      void showToast(pricingRequestSubmitted.title, { description: pricingRequestSubmitted.description, variant: "success" });
    }
  }, [outcome]);

  const isOpen = open || (targeted && !targetDismissed);

  const value = useMemo<PricingDialogContextValue>(
    () => ({
      openFrom(trigger) {
        lastTrigger.current = trigger;
        setOpen(true);
      },
    }),
    [],
  );

  const returnFocus = useCallback(() => lastTrigger.current, []);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && targeted) {
      setTargetDismissed(true);
      // Drop the fragment so a reload does not reopen the dialog; keep the router's history state.
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    }
  };

  return (
    <PricingDialogContext value={value}>
      {children}
      <NoScriptPricingModal hidden={hydrated} forcedOpen={Boolean(failure)} errors={errors} values={values} />
      <Dialog id="request-pricing-dialog" open={isOpen} onOpenChange={onOpenChange}>
        <DialogContent returnFocus={returnFocus}>
          <DialogHeader className="pr-6">
            <DialogTitle className="text-xl">{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <PricingRequestForm idPrefix="pricing-dialog" errors={errors} defaultValues={values} pending={pending} />
        </DialogContent>
      </Dialog>
    </PricingDialogContext>
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
        "fixed inset-0 z-50 m-0 hidden size-full max-h-none max-w-none overflow-y-auto border-0 bg-transparent p-4 text-foreground target:flex",
        forcedOpen && "flex",
        hidden && "hidden target:hidden",
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
