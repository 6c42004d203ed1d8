/**
 * The site settings record described once: the server's validation (site-settings-schema.ts),
 * the admin screen and the tests all read this list. Pure data, so the client can read it too.
 */

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export type SiteSettingsKind = "text" | "multiline" | "email" | "phone" | "time" | "weekday" | "url" | "country";

export interface SiteSettingsField {
  /** Column, API field and form field name. */
  name: SiteSettingsKey;
  label: string;
  kind: SiteSettingsKind;
  required: boolean;
  maxLength: number;
  /** The screen's group: one fieldset each. */
  group: "Company" | "Address" | "Opening hours" | "Social links" | "Footer";
  hint?: string;
}

export type SiteSettingsKey =
  | "company_name"
  | "email"
  | "phone"
  | "whatsapp_number"
  | "address_lines"
  | "city"
  | "region"
  | "postal_code"
  | "country"
  | "map_query"
  | "opens"
  | "closes"
  | "closed_day"
  | "facebook_url"
  | "instagram_url"
  | "linkedin_url"
  | "youtube_url"
  | "x_url"
  | "mission";

/** The record as the API reads and writes it: every field a string ("" for an empty optional one). */
export type SiteSettings = Record<SiteSettingsKey, string>;

const social = (name: SiteSettingsKey, network: string): SiteSettingsField => ({
  name,
  label: network,
  kind: "url",
  required: false,
  maxLength: 500,
  group: "Social links",
  hint: `Full address of the ${network} page (https://...). Leave empty to hide it.`,
});

export const SITE_SETTINGS_FIELDS: readonly SiteSettingsField[] = [
  { name: "company_name", label: "Company name", kind: "text", required: true, maxLength: 120, group: "Company" },
  { name: "email", label: "E-mail", kind: "email", required: true, maxLength: 254, group: "Company", hint: "Shown on the site; inquiries and brochure requests are sent here." },
  { name: "phone", label: "Phone", kind: "phone", required: true, maxLength: 24, group: "Company", hint: "Digits, spaces and an optional leading +." },
  { name: "whatsapp_number", label: "WhatsApp number", kind: "phone", required: true, maxLength: 24, group: "Company", hint: "With the country code: the chat button opens this chat." },
  { name: "address_lines", label: "Address lines", kind: "multiline", required: true, maxLength: 300, group: "Address", hint: "Up to 4 lines: street, area, town." },
  { name: "city", label: "City", kind: "text", required: true, maxLength: 80, group: "Address" },
  { name: "region", label: "State or region", kind: "text", required: false, maxLength: 80, group: "Address" },
  { name: "postal_code", label: "Postal code", kind: "text", required: false, maxLength: 20, group: "Address" },
  { name: "country", label: "Country code", kind: "country", required: true, maxLength: 2, group: "Address", hint: "Two letters, e.g. IN." },
  { name: "map_query", label: "Map search", kind: "text", required: false, maxLength: 300, group: "Address", hint: "What the contact page's map looks up. Leave empty to use the address." },
  { name: "opens", label: "Opens at", kind: "time", required: true, maxLength: 5, group: "Opening hours" },
  { name: "closes", label: "Closes at", kind: "time", required: true, maxLength: 5, group: "Opening hours" },
  { name: "closed_day", label: "Weekly holiday", kind: "weekday", required: false, maxLength: 9, group: "Opening hours" },
  social("facebook_url", "Facebook"),
  social("instagram_url", "Instagram"),
  social("linkedin_url", "LinkedIn"),
  social("youtube_url", "YouTube"),
  social("x_url", "X"),
  { name: "mission", label: "Mission blurb", kind: "multiline", required: true, maxLength: 500, group: "Footer", hint: "The short text under the logo in the footer." },
];

/** The social links, in the footer's order: the label is the network's name as the site shows it. */
export const SOCIAL_LINK_FIELDS = SITE_SETTINGS_FIELDS.filter((field) => field.group === "Social links");

export const SITE_SETTINGS_ENDPOINT = "/api/site-settings";

/** The cache tag of every public read of the settings: a save expires the pages that showed them. */
export const SITE_SETTINGS_TAG = "site-settings";

export const SITE_SETTINGS_SAVED = "Site settings saved successfully!";
