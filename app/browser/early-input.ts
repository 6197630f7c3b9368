/**
 * What the visitor typed, chose or checked in an island before it hydrated. The page is complete HTML long before
 * its island runs (seconds, on a slow phone), and the visitor uses it meanwhile. Hydration does not read the DOM's
 * values: a controlled field's state starts from the server's props, so the island disagreed with what was on
 * screen (a number typed, Next still disabled; the pros chosen, the consent text naming 3), and its next render
 * wrote the server's value back over the visitor's. Preact also sets a controlled <textarea>'s value while
 * hydrating.
 *
 * So the runtime notes every control whose state differs from the one the server rendered, hydrates, puts back
 * what hydration overwrote, and fires `input` and `change` on each, as the browser did while the visitor edited:
 * the island's own handlers take the values into its state, the way they take every later edit. No component
 * needs to know; an uncontrolled field only hears the same events again. Not replayed: file inputs (their files
 * stay selected, and a script cannot set them) and controls the hydration replaced (an island that rendered
 * differently in the browser starts from its props).
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Edit = { control: Control; value: string; checked: boolean; selected: readonly boolean[] };

const notEdited = new Set(["hidden", "file", "submit", "reset", "button", "image"]);

/** The option a single <select> shows when nothing was chosen: the last `selected` attribute, else the first option that is not disabled. */
function defaultIndex(select: HTMLSelectElement): number {
  const options = [...select.options];
  const marked = options.findLastIndex((o) => o.defaultSelected);
  return marked >= 0 ? marked : options.findIndex((o) => !o.disabled);
}

function isEdited(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    if (control.multiple) return [...control.options].some((o) => o.selected !== o.defaultSelected);
    return control.selectedIndex !== defaultIndex(control);
  }
  if (control instanceof HTMLInputElement) {
    if (notEdited.has(control.type)) return false;
    // A radio unchecked by its neighbour is replayed by that neighbour, as the browser fired only its event.
    if (control.type === "radio") return control.checked && !control.defaultChecked;
    if (control.type === "checkbox") return control.checked !== control.defaultChecked;
  }
  return control.value !== control.defaultValue;
}

function editsIn(root: HTMLElement): Edit[] {
  const controls = root.querySelectorAll<Control>("input, textarea, select");
  return [...controls].filter(isEdited).map((control) => ({
    control,
    value: control.value,
    checked: control instanceof HTMLInputElement && control.checked,
    selected: control instanceof HTMLSelectElement ? [...control.options].map((o) => o.selected) : [],
  }));
}

function replay({ control, value, checked, selected }: Edit) {
  if (!control.isConnected) return;
  if (control instanceof HTMLSelectElement) for (const [i, option] of [...control.options].entries()) option.selected = selected[i] ?? false;
  else if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) control.checked = checked;
  else if (control.value !== value) control.value = value;
  control.dispatchEvent(new Event("input", { bubbles: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

/**
 * Runs `hydrate` (which must hydrate `root` synchronously, as `hydrateRoot` does) and hands the island the values
 * the visitor entered in `root` before it: the island's state follows them as if they had been entered after.
 */
export function hydrateKeepingInput(root: HTMLElement, hydrate: () => void): void {
  const edits = editsIn(root);
  hydrate();
  for (const edit of edits) replay(edit);
}
