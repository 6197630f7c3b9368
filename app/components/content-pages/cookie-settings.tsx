import { Cookie } from "lucide-react";
import { Switch } from "radix-ui";
import { useState } from "react";
import { showToast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { cookieCategories, type CookieCategoryId } from "~/content/legal/cookies";
import {
  acceptAllConsent,
  defaultConsent,
  readCookieConsent,
  serializeCookieConsent,
  type CookieConsent,
} from "./cookie-consent";

export { readCookieConsent, serializeCookieConsent, defaultConsent, type CookieConsent };

/** Fired on window after a save, so optional scripts can start or stop without a reload. */
export const consentChangeEvent = "cookie-consent-change";

function saveConsent(consent: CookieConsent) {
  document.cookie = serializeCookieConsent(consent, { secure: window.location.protocol === "https:" });
  window.dispatchEvent(new CustomEvent(consentChangeEvent, { detail: consent }));
}

/**
 * The Cookie Settings button and its preferences dialog. The button needs
 * JavaScript, so it is hidden when scripts are off (data-js-only); the page
 * explains the no-script situation next to it.
 */
export function CookieSettings() {
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<CookieConsent>(defaultConsent);

  function onOpenChange(next: boolean) {
    // Read the stored choice when opening, never during render: the server has no document.cookie.
    if (next) setChoices(readCookieConsent(document.cookie) ?? defaultConsent);
    setOpen(next);
  }

  function commit(consent: CookieConsent) {
    saveConsent(consent);
    setChoices(consent);
    setOpen(false);
    void showToast("Cookie preferences saved", { variant: "success" });
  }

  function toggle(id: CookieCategoryId, value: boolean) {
    setChoices((prev) => ({ ...prev, [id]: value }));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button data-js-only size="lg">
          <Cookie aria-hidden="true" />
          Cookie Settings
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Cookie Settings</DialogTitle>
          <DialogDescription>
            Choose which optional cookies we may use. Essential cookies are always on. Your choice is saved in your
            browser for 12 months and you can change it here at any time.
          </DialogDescription>
        </DialogHeader>
        <ul className="divide-y rounded-lg border">
          {cookieCategories.map((category) => {
            const id = `cookie-${category.id}`;
            const checked = category.required || choices[category.id];
            return (
              <li key={category.id} className="flex items-start justify-between gap-4 p-4">
                <div>
                  <label htmlFor={id} className="font-semibold">
                    {category.name}
                  </label>
                  {category.required ? (
                    <span className="ml-2 text-xs font-medium text-muted-foreground">(always on)</span>
                  ) : null}
                  <p id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
                    {category.description}
                  </p>
                </div>
                <Switch.Root
                  id={id}
                  checked={checked}
                  disabled={category.required}
                  onCheckedChange={(value) => toggle(category.id, value)}
                  aria-describedby={`${id}-description`}
                  className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70 data-[state=checked]:bg-primary"
                >
                  <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
                </Switch.Root>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => commit(defaultConsent)}>
            Reject Non-Essential
          </Button>
          <Button variant="secondary" onClick={() => commit(choices)}>
            Save Preferences
          </Button>
          <Button onClick={() => commit(acceptAllConsent())}>Accept All</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
