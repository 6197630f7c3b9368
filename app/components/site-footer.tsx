import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { Logo } from "~/components/logo";
import { footerNav } from "~/components/site-nav";
import { site } from "~/config/site";

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-6 lg:px-8">
        <div className="lg:col-span-2">
          <Logo inverse className="text-white" />
          <p className="mt-4 max-w-sm text-sm leading-6">{site.description}</p>
          <ul className="mt-6 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {site.address.locality}, {site.address.region}
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              <a href={`tel:${site.phoneE164}`} className="hover:text-white">
                {site.phoneDisplay}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${site.email}`} className="hover:text-white">
                {site.email}
              </a>
            </li>
          </ul>
          <p className="mt-4 text-sm">Support hours: {site.supportHours}</p>
        </div>
        {footerNav.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{col.title}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="hover:text-white">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {site.copyrightYear} {site.name}. All rights reserved.
          </p>
          <p>
            A lead-generation agency based in {site.city}, founded {site.foundedYear}.
          </p>
        </div>
      </div>
    </footer>
  );
}
