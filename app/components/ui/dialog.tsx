import { X } from "lucide-react";
import { createContext, use, useEffect, useMemo, useRef, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * A modal dialog on the browser's own <dialog>: showModal() puts it in the top layer, makes the rest of the page
 * inert, moves focus inside and closes on Escape, so none of that has to ship as script (Radix's dialog
 * was most of /pricing's route chunk). Controlled like Radix's: `open` and `onOpenChange`.
 */
type DialogState = { open: boolean; onOpenChange: (open: boolean) => void; titleId: string; descriptionId: string };

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = use(DialogContext);
  if (!state) throw new Error("Dialog parts must be inside <Dialog>");
  return state;
}

/** `id` names the title and description (`<id>-title`, `<id>-description`); not useId, see decision 0033. */
export function Dialog({ id, open, onOpenChange, children }: { id: string; open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const value = useMemo(() => ({ open, onOpenChange, titleId, descriptionId }), [open, onOpenChange, titleId, descriptionId]);
  return <DialogContext value={value}>{children}</DialogContext>;
}

/**
 * The dialog box. On closing, focus goes back to `returnFocus()` when it names an element still on the page,
 * else to the element that had it when the dialog opened.
 */
export function DialogContent({ className, children, returnFocus }: { className?: string; children: ReactNode; returnFocus?: () => HTMLElement | null }) {
  const { open, onOpenChange } = useDialog();
  const { titleId, descriptionId } = useDialog();
  const ref = useRef<HTMLDialogElement>(null);
  const openedFrom = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || open === dialog.open) return;
    if (open) {
      openedFrom.current = document.activeElement;
      dialog.showModal();
      return;
    }
    dialog.close();
    const target = returnFocus?.() ?? openedFrom.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }, [open, returnFocus]);

  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click below
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: the state closes it, so React (not the browser) stays the one source of truth.
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      // A click on the backdrop reaches the <dialog> itself (the box inside covers all of the element); a pointer
      // shortcut only, Escape and the Close button are the keyboard's ways out.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-xl border bg-background p-0 text-foreground shadow-lg backdrop:bg-black/60"
    >
      <div className={cn("relative grid gap-4 p-6", className)}>
        {children}
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className="absolute right-4 top-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </button>
      </div>
    </dialog>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 text-left", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: Omit<ComponentProps<"h2">, "id">) {
  return <h2 id={useDialog().titleId} className={cn("text-xl font-semibold", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: Omit<ComponentProps<"p">, "id">) {
  return <p id={useDialog().descriptionId} className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
