import { Clock, ExternalLink, Mail, MapPin, Phone, X, type IconNode } from "lucide";
import Link from "next/link";
import { getSiteConfig } from "@/lib/site/get-site-config";
import { BrandLogo } from "../ui/brand-logo";
import { BRAND_ICONS } from "@/components/ui/brand-icons";
import { Icon } from "@/components/ui/icon";
import { CONTAINER } from "../ui/styles";
import { NAV_LINKS } from "./nav-links";

// The site settings name each social link by its network, as the brand marks are named.
const SOCIAL_ICONS: Record<string, IconNode> = BRAND_ICONS;

/** Links, company address in Rajkot, phone, email, opening hours, social links and the mission. */
export async function SiteFooter() {
  const site = await getSiteConfig();
  return (
    <footer className="relative overflow-hidden bg-leaf-950 text-leaf-100">
      <div aria-hidden="true" className="absolute -top-40 -right-32 size-[28rem] rounded-full bg-leaf-800/30 blur-3xl" />
      <div className={`${CONTAINER} relative grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-12 lg:py-20`}>
        <div className="lg:col-span-4">
          <BrandLogo name={site.name} tone="light" />
          <p className="mt-5 max-w-sm text-sm leading-relaxed text-leaf-100/80">{site.mission}</p>
          {site.social.length > 0 && (
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {site.social.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-leaf-500"
                >
                  <Icon icon={SOCIAL_ICONS[link.label] ?? ExternalLink} className="size-4.5" />
                  <span className="sr-only">{`${link.label} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
          )}
        </div>

        <nav aria-labelledby="footer-links" className="lg:col-span-2">
          <h2 id="footer-links" className="font-display text-lg font-semibold text-white">
            Explore
          </h2>
          <ul className="mt-5 space-y-2.5 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-leaf-100/80 transition hover:text-white hover:underline hover:underline-offset-4">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="lg:col-span-3">
          <h2 className="font-display text-lg font-semibold text-white">Contact</h2>
          <address className="mt-5 space-y-4 text-sm not-italic">
            <p className="flex gap-3">
              <Icon icon={MapPin} className="mt-0.5 size-4.5 shrink-0 text-leaf-300" />
              <span className="leading-relaxed text-leaf-100/80">{site.address.full}</span>
            </p>
            <p>
              <a href={`tel:${site.phone.replace(/\s/g, "")}`} className="flex gap-3 text-leaf-100/80 hover:text-white">
                <Icon icon={Phone} className="size-4.5 shrink-0 text-leaf-300" />
                {site.phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.email}`} className="flex gap-3 break-all text-leaf-100/80 hover:text-white">
                <Icon icon={Mail} className="size-4.5 shrink-0 text-leaf-300" />
                {site.email}
              </a>
            </p>
          </address>
        </div>

        <div className="lg:col-span-3">
          <h2 className="font-display text-lg font-semibold text-white">Opening Hours</h2>
          <dl className="mt-5 space-y-3 text-sm">
            <div>
              <dt className="flex items-center gap-3 font-semibold text-white">
                <Icon icon={Clock} className="size-4.5 shrink-0 text-leaf-300" />
                Open all week
              </dt>
              <dd className="pl-7.5 text-leaf-100/80">{site.hours.text}</dd>
            </div>
            {site.hours.closed ? (
              <div>
                <dt className="flex items-center gap-3 font-semibold text-white">
                  <Icon icon={X} className="size-4.5 shrink-0 text-leaf-300" />
                  Weekly holiday
                </dt>
                <dd className="pl-7.5 text-leaf-100/80">{`${site.hours.closed} off`}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      <div className="relative border-t border-white/10">
        <div className={`${CONTAINER} flex flex-col gap-2 py-6 text-xs text-leaf-100/70 sm:flex-row sm:items-center sm:justify-between`}>
          <p>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
          <p>{`Certified compostable packaging, made in ${site.address.city}${site.address.country === "IN" ? ", India" : ""}.`}</p>
        </div>
      </div>
    </footer>
  );
}
