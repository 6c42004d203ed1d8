import { siteConfig, type SiteConfig } from "./site-config";
import { SOCIAL_LINK_FIELDS, type SiteSettings } from "./site-settings-fields";

/** The settings before the first save: the environment's values (contract §2) and placeholders. */
export function defaultSiteSettings(config: SiteConfig = siteConfig()): SiteSettings {
  const settings: SiteSettings = {
    company_name: config.name,
    email: config.email,
    phone: config.phone,
    whatsapp_number: config.whatsappNumber,
    address_lines: config.address.lines.join("\n"),
    city: config.address.city,
    region: config.address.region,
    postal_code: config.address.postalCode,
    country: config.address.country,
    // The map looks up the address unless told otherwise.
    map_query: config.mapQuery === config.address.full ? "" : config.mapQuery,
    opens: config.hours.opens,
    closes: config.hours.closes,
    closed_day: config.hours.closed,
    facebook_url: "",
    instagram_url: "",
    linkedin_url: "",
    youtube_url: "",
    x_url: "",
    mission: config.mission,
  };
  for (const link of config.social) {
    const field = SOCIAL_LINK_FIELDS.find((candidate) => candidate.label === link.label);
    if (field) settings[field.name] = link.href;
  }
  return settings;
}
