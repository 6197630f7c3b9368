import { Cookie } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { cookieCategories } from "~/content/legal/cookies";
import { useNonce } from "~/lib/nonce";
import { consentCookieName, consentMaxAgeSeconds, defaultConsent, readCookieConsent, serializeCookieConsent, type CookieConsent } from "./cookie-consent";

export { readCookieConsent, serializeCookieConsent, defaultConsent, type CookieConsent };

/** Fired on window after a save, so optional scripts can start or stop without a reload. */
export const consentChangeEvent = "cookie-consent-change";

const panelId = "cookie-settings";

/**
 * The Cookie Policy ships no React (decision 0016): the panel is a native popover
 * and this script, inline and allowed by the CSP's nonce or hash, shows the
 * stored choice when it opens and writes the cookie on save, as
 * serializeCookieConsent does. A plain string: identical in every render.
 */
export const cookieSettingsScript = `(()=>{const f=document.querySelector("form[data-consent]"),p=document.getElementById("${panelId}"),out=document.querySelector("[data-consent-status]");
const read=()=>{try{return JSON.parse(decodeURIComponent((document.cookie.match(/(?:^|; )${consentCookieName}=([^;]*)/)||[])[1]||"{}"))}catch{return{}}};
p.addEventListener("beforetoggle",e=>{if(e.newState!=="open")return;const c=read();for(const i of f.querySelectorAll("input:not(:disabled)"))i.checked=c[i.name]===true});
f.addEventListener("submit",e=>{e.preventDefault();const k=e.submitter&&e.submitter.value,c={};
for(const i of f.querySelectorAll("input"))c[i.name]=i.disabled||k==="accept"||(k==="save"&&i.checked);
document.cookie="${consentCookieName}="+encodeURIComponent(JSON.stringify(c))+"; Max-Age=${consentMaxAgeSeconds}; Path=/; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");
dispatchEvent(new CustomEvent("${consentChangeEvent}",{detail:c}));p.hidePopover();out.textContent="Cookie preferences saved."})})()`;

/**
 * The Cookie Settings button and its preferences panel. The button needs
 * JavaScript, so it is hidden when scripts are off (data-js-only); the page
 * explains the no-script situation next to it.
 */
export function CookieSettings() {
  const nonce = useNonce();
  return (
    <>
      <button type="button" popoverTarget={panelId} className={buttonVariants({ size: "lg" })}>
        <Cookie aria-hidden="true" />
        Cookie Settings
      </button>
      <p role="status" data-consent-status="" className="mt-3 text-sm font-medium text-success" />
      <div
        id={panelId}
        popover="auto"
        role="dialog"
        aria-labelledby={`${panelId}-title`}
        aria-describedby={`${panelId}-description`}
        className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-xl overflow-y-auto rounded-xl border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/60"
      >
        <h2 id={`${panelId}-title`} className="text-lg font-semibold">
          Cookie Settings
        </h2>
        <p id={`${panelId}-description`} className="mt-1.5 text-sm text-muted-foreground">
          Choose which optional cookies we may use. Essential cookies are always on. Your choice is saved in your browser for 12 months and you can change it
          here at any time.
        </p>
        <form data-consent="" className="mt-4 grid gap-4">
          <ul className="divide-y rounded-lg border">
            {cookieCategories.map((category) => {
              const id = `cookie-${category.id}`;
              return (
                <li key={category.id} className="flex items-start justify-between gap-4 p-4">
                  <div>
                    <label htmlFor={id} className="font-semibold">
                      {category.name}
                    </label>
                    {category.required ? <span className="ml-2 text-xs font-medium text-muted-foreground">(always on)</span> : null}
                    <p id={`${id}-description`} className="mt-1 text-sm text-muted-foreground">
                      {category.description}
                    </p>
                  </div>
                  <input
                    type="checkbox"
                    id={id}
                    name={category.id}
                    defaultChecked={category.required || defaultConsent[category.id]}
                    disabled={category.required}
                    aria-describedby={`${id}-description`}
                    className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-400 transition-colors before:absolute before:left-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-5 disabled:cursor-not-allowed disabled:opacity-70"
                  />
                </li>
              );
            })}
          </ul>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="submit" value="reject" className={buttonVariants({ variant: "outline" })}>
              Reject Non-Essential
            </button>
            <button type="submit" value="save" className={buttonVariants({ variant: "secondary" })}>
              Save Preferences
            </button>
            <button type="submit" value="accept" className={buttonVariants()}>
              Accept All
            </button>
          </div>
        </form>
        <button
          type="button"
          popoverTarget={panelId}
          popoverTargetAction="hide"
          className="absolute right-4 top-4 rounded-sm px-2 text-sm opacity-70 hover:opacity-100"
        >
          Close
        </button>
      </div>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: cookieSettingsScript }} />
    </>
  );
}
