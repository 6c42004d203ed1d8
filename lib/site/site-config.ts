import { config } from "@/lib/config/config";
import type { Config } from "@/lib/config/config-schema";

/**
 * Company details shown on the site. This function gives the configured values (contract §2)
 * with placeholders: the first values of the site settings, which the administrator edits
 * (lib/site/site-settings.ts); pages read the settings through `getSiteConfig`.
 */
export interface SiteConfig {
  name: string;
  shortName: string;
  url: string;
  email: string;
  phone: string;
  whatsappNumber: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string; full: string; lines: string[] };
  mapQuery: string;
  hours: { text: string; closed: string; opens: string; closes: string; days: string[] };
  social: { label: string; href: string }[];
  mission: string;
}

export function siteConfig(settings: Config = config()): SiteConfig {
  const { company } = settings;
  const lines = company.address ? [company.address] : ["Plot 12, GIDC Industrial Estate, Kalawad Road", "Rajkot, Gujarat 360005", "India"];
  const address = lines.join(", ");
  const phone = company.phone || "+91 98765 43210";
  return {
    name: company.name || "EcoPack Compostables",
    shortName: "EcoPack",
    url: settings.siteUrl,
    email: company.email || "info@ecopack.example",
    phone,
    whatsappNumber: (company.whatsappNumber || phone).replace(/\D/g, ""),
    address: { street: "Plot 12, GIDC Industrial Estate, Kalawad Road", city: "Rajkot", region: "Gujarat", postalCode: "360005", country: "IN", full: address, lines },
    mapQuery: company.mapQuery || address,
    hours: {
      text: "9:00 am to 7:00 pm",
      closed: "Wednesday",
      opens: "09:00",
      closes: "19:00",
      days: ["Monday", "Tuesday", "Thursday", "Friday", "Saturday", "Sunday"],
    },
    social: [
      { label: "Facebook", href: "https://www.facebook.com/" },
      { label: "Instagram", href: "https://www.instagram.com/" },
      { label: "LinkedIn", href: "https://www.linkedin.com/" },
      { label: "YouTube", href: "https://www.youtube.com/" },
    ],
    mission:
      "We make certified compostable carry bags and film sheets that return to the soil, so businesses can drop single-use plastic without compromising on strength or price.",
  };
}
