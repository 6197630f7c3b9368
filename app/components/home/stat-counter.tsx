import { useEffect, useRef, useState } from "react";

const DURATION_MS = 2000;
const STEPS = 60;

/**
 * Counts from 0 to `value` over 2 seconds in 60 steps once at least half of it
 * is visible, once only (spec section 4). The server renders the final value,
 * so without JavaScript, and with reduced motion, the figure is simply there.
 */
export function StatCounter({ value, suffix, label }: { value: number; suffix: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    // The observer reports the current visibility right after observe(): a
    // counter not yet in view drops to 0 and waits; one in view counts up now.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) {
          setShown(0);
          return;
        }
        observer.disconnect();
        let step = 0;
        setShown(0);
        timer = setInterval(() => {
          step += 1;
          setShown(step >= STEPS ? value : Math.round((value * step) / STEPS));
          if (step >= STEPS) clearInterval(timer);
        }, DURATION_MS / STEPS);
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      if (timer) clearInterval(timer);
    };
  }, [value]);

  return (
    <div ref={ref} className="text-center">
      <p className="text-4xl font-bold tracking-tight text-white md:text-5xl">
        {/* Screen readers get the final figure, not 60 intermediate numbers. */}
        <span aria-hidden="true" data-testid="stat-value">
          {shown.toLocaleString("en-US")}
          {suffix}
        </span>
        <span className="sr-only">
          {value.toLocaleString("en-US")}
          {suffix}
        </span>
      </p>
      <p className="mt-2 text-sm font-medium uppercase tracking-wide text-blue-100">{label}</p>
    </div>
  );
}
