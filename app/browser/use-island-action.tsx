import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type Ref } from "react";
import { postToAction } from "./post-to-action";

export type IslandFormProps = ComponentPropsWithoutRef<"form"> & { ref?: Ref<HTMLFormElement> };
type SubmitEvent = Parameters<NonNullable<IslandFormProps["onSubmit"]>>[0];

/** What a form island needs of React Router's fetcher, without the router: a <Form>, its state and its answer. */
export type IslandAction<T> = {
  Form: (props: IslandFormProps) => React.JSX.Element;
  state: "idle" | "submitting";
  data: T | undefined;
};

/**
 * A form that posts to its route action in the background and hands the action's answer to the island
 * (`data`), like the router's `useFetcher`; a redirect leaves the page. Handlers that call
 * `event.preventDefault()` (the browser-side validation) keep the form from being sent. Without JavaScript the
 * same <form> posts natively and the server renders the answer.
 * `onFailure` turns a post that got no action data (a crash, a proxy error, no network) into the island's own
 * answer, e.g. the spec's 'Something went wrong. Please try again.' as a form error.
 */
export function useIslandAction<T>(onFailure: () => T): IslandAction<T> {
  const [state, setState] = useState<"idle" | "submitting">("idle");
  const [data, setData] = useState<T>();
  const latest = useRef({ onFailure, busy: false });
  useEffect(() => {
    latest.current.onFailure = onFailure;
  });

  // One component for the island's life: a new identity on each render would remount the form and lose input.
  const [Form] = useState(() => {
    function IslandForm({ onSubmit, ...props }: IslandFormProps) {
      async function submit(event: SubmitEvent) {
        onSubmit?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        if (latest.current.busy) return;
        const form = event.currentTarget;
        const submitter = (event.nativeEvent as globalThis.SubmitEvent).submitter ?? null;
        latest.current.busy = true;
        setState("submitting");
        let leaving = false;
        try {
          const outcome = await postToAction<T>(form, submitter, form.getAttribute("action") ?? window.location.pathname);
          if (outcome.kind === "redirect") {
            // The button stays busy while the next page loads.
            leaving = true;
            if (outcome.replace) window.location.replace(outcome.to);
            else window.location.assign(outcome.to);
            return;
          }
          setData(outcome.kind === "data" ? outcome.data : latest.current.onFailure());
        } catch {
          setData(latest.current.onFailure());
        } finally {
          if (!leaving) {
            latest.current.busy = false;
            setState("idle");
          }
        }
      }
      return <form method="post" {...props} onSubmit={(event) => void submit(event)} />;
    }
    return IslandForm;
  });

  return { Form, state, data };
}

/** A form that posts natively: what an island's form renders outside an island (server render, tests). */
export function PlainForm(props: IslandFormProps) {
  return <form method="post" {...props} />;
}
