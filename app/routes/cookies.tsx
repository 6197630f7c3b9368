import type { Route } from "./+types/cookies";
import { CookieSettings } from "~/components/content-pages/cookie-settings";
import { LegalPage } from "~/components/content-pages/legal-page";
import { site } from "~/config/site";
import { cookieSections, cookiesUpdated } from "~/content/legal/cookies";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Cookie Policy",
    description: `Which cookies ${site.name} uses: essential, performance, functional and targeting cookies, third-party cookies, and how to change your cookie settings.`,
    path: "/cookies",
  });

export default function Cookies() {
  return (
    <LegalPage
      title="Cookie Policy"
      subtitle="How we use cookies and similar technologies on our website, and how you can control them."
      updated={cookiesUpdated}
      sections={cookieSections}
    >
      <aside aria-labelledby="cookie-choices-heading" className="mb-12 rounded-xl border border-primary/20 bg-secondary/40 p-6 md:p-8">
        <p id="cookie-choices-heading" className="text-lg font-semibold">
          Your cookie choices
        </p>
        <p className="mt-2 leading-7 text-foreground/90">
          Essential cookies are always on. Performance, functional and targeting cookies stay off unless you switch them on, and you can change your choice at
          any time.
        </p>
        <p data-nojs-only className="mt-3 leading-7 text-foreground/90">
          No non-essential cookies are set unless you opt in. Changing your choices here needs JavaScript; you can also see and delete cookies in your browser
          settings, usually under Settings, then Privacy or Privacy and Security.
        </p>
        <div data-js-only className="mt-5">
          <CookieSettings />
        </div>
      </aside>
    </LegalPage>
  );
}
