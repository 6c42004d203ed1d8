import { siteConfig, type SiteConfig } from "./site-config";
import { SOCIAL_LINK_FIELDS, WEEKDAYS, type SiteSettings } from "./site-settings-fields";

/** "09:00" as the site writes it: "9:00 am"; "19:30": "7:30 pm". */
export function clockTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/**
 * What the pages, mails and structured data read: the stored settings over the parts that stay
 * configuration (the site's address on the web, the short name). An empty social link is left out.
 */
export function siteConfigFromSettings(settings: SiteSettings, base: SiteConfig = siteConfig()): SiteConfig {
  const lines = settings.address_lines.split("\n").filter(Boolean);
  const full = lines.join(", ");
  return {
    ...base,
    name: settings.company_name,
    email: settings.email,
    phone: settings.phone,
    whatsappNumber: settings.whatsapp_number.replace(/\D/g, ""),
    address: {
      street: lines[0] ?? "",
      city: settings.city,
      region: settings.region,
      postalCode: settings.postal_code,
      country: settings.country,
      full,
      lines,
    },
    mapQuery: settings.map_query || full,
    hours: {
      text: `${clockTime(settings.opens)} to ${clockTime(settings.closes)}`,
      closed: settings.closed_day,
      opens: settings.opens,
      closes: settings.closes,
      days: WEEKDAYS.filter((day) => day !== settings.closed_day),
    },
    social: SOCIAL_LINK_FIELDS.filter(({ name }) => settings[name]).map(({ label, name }) => ({ label, href: settings[name] })),
    mission: settings.mission,
  };
}
