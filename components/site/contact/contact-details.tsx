import { Clock, Mail, MapPin, Phone, type IconNode } from "lucide";
import { getSiteConfig } from "@/lib/site/get-site-config";
import { BRAND_ICONS } from "@/components/ui/brand-icons";
import { Icon } from "@/components/ui/icon";

/** 'Get in Touch': the company's email, phone, address and hours. */
export async function ContactDetails() {
  const site = await getSiteConfig();
  const rows: { icon: IconNode; label: string; value: string; href?: string }[] = [
    { icon: Mail, label: "Email", value: site.email, href: `mailto:${site.email}` },
    { icon: Phone, label: "Phone", value: site.phone, href: `tel:${site.phone.replace(/\s/g, "")}` },
    { icon: MapPin, label: "Address", value: site.address.full },
    { icon: Clock, label: "Hours", value: site.hours.closed ? `${site.hours.text}, ${site.hours.closed} off` : `${site.hours.text}, every day` },
  ];
  return (
    <div className="relative h-full overflow-hidden rounded-[1.75rem] bg-leaf-900 p-8 text-white sm:p-10">
      <div aria-hidden="true" className="absolute -right-16 -bottom-16 size-64 rounded-full bg-leaf-700/50 blur-2xl" />
      <h2 className="relative font-display text-3xl font-semibold">Get in Touch</h2>
      <p className="relative mt-3 text-leaf-100/85">Questions about sizes, printing or certification? Our team answers within one working day.</p>
      <ul className="relative mt-8 space-y-6">
        {rows.map((row) => (
          <li key={row.label} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-leaf-200">
              <Icon icon={row.icon} className="size-5" />
            </span>
            <span>
              <span className="block text-xs font-bold tracking-[0.16em] text-leaf-300 uppercase">{row.label}</span>
              {row.href ? (
                <a href={row.href} className="mt-1 block break-all text-white hover:underline hover:underline-offset-4">
                  {row.value}
                </a>
              ) : (
                <span className="mt-1 block leading-relaxed text-white">{row.value}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <a
        href={`https://wa.me/${site.whatsappNumber}`}
        target="_blank"
        rel="noopener noreferrer"
        className="relative mt-10 inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-leaf-900 transition hover:bg-leaf-50"
      >
        <Icon icon={BRAND_ICONS.WhatsApp} className="size-5 text-[#1f8a4c]" />
        Message us on WhatsApp
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
