import { z } from "zod";
import { plainText } from "@/lib/content/plain-text";
import { EMAIL_ADDRESS } from "@/lib/config/address-patterns";
import { SITE_SETTINGS_FIELDS, WEEKDAYS, type SiteSettings, type SiteSettingsField } from "./site-settings-fields";

const PHONE = /^\+?[\d ]+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MAX_ADDRESS_LINES = 4;

/**
 * Plain text only: markup and control characters are removed (the site shows these values as
 * text, in mails and in JSON-LD), runs of spaces collapse, and only multi-line fields keep line
 * breaks.
 */
function sanitize(value: string, multiline: boolean): string {
  const text = plainText(value).replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, " ");
  const lines = text.split("\n").map((line) => line.replace(/\s+/g, " ").trim());
  return multiline ? lines.filter(Boolean).join("\n") : lines.join(" ").trim();
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

function fieldSchema(field: SiteSettingsField, requireValues: boolean) {
  const tooLong = `${field.label} must be at most ${field.maxLength} characters.`;
  const base = z
    .string({ error: `${field.label} must be text.` })
    .transform((value) => sanitize(value, field.kind === "multiline"))
    .pipe(z.string().max(field.maxLength, tooLong));
  const checked = base.superRefine((value, context) => {
    const problem = (message: string) => context.addIssue({ code: "custom", message });
    if (!value) {
      if (field.required && requireValues) problem(`${field.label} is required.`);
      return;
    }
    switch (field.kind) {
      case "email":
        if (!EMAIL_ADDRESS.test(value)) problem(`${field.label} must be an e-mail address, like name@example.com.`);
        break;
      case "phone":
        if (!PHONE.test(value) || value.replace(/\D/g, "").length < 6 || value.replace(/\D/g, "").length > 15) {
          problem(`${field.label} may contain only digits and spaces, with an optional + first (6 to 15 digits).`);
        }
        break;
      case "time":
        if (!TIME.test(value)) problem(`${field.label} must be a time such as 09:00.`);
        break;
      case "weekday":
        if (!(WEEKDAYS as readonly string[]).includes(value)) problem(`${field.label} must be a day of the week.`);
        break;
      case "url":
        if (!isWebAddress(value)) problem(`${field.label} must be a web address starting with http:// or https://.`);
        break;
      case "country":
        if (!/^[A-Za-z]{2}$/.test(value)) problem(`${field.label} must be two letters, e.g. IN.`);
        break;
      case "multiline":
        if (field.name === "address_lines" && value.split("\n").length > MAX_ADDRESS_LINES) problem(`${field.label}: at most ${MAX_ADDRESS_LINES} lines.`);
        break;
      case "text":
        break;
    }
  });
  const normalised = field.kind === "country" ? checked.transform((value) => value.toUpperCase()) : checked;
  // A field left out counts as empty: an optional one is stored empty, a required one is named.
  return z.preprocess((value) => value ?? "", normalised);
}

function settingsSchema(requireValues: boolean): z.ZodType<SiteSettings> {
  const shape: Record<string, z.ZodType<string, unknown>> = Object.fromEntries(SITE_SETTINGS_FIELDS.map((field) => [field.name, fieldSchema(field, requireValues)]));
  return z
    .object(shape, { error: "Send the settings as a JSON object." })
    .superRefine((value, context) => {
      if (value.opens && value.closes && TIME.test(value.opens) && TIME.test(value.closes) && value.closes <= value.opens) {
        context.addIssue({ code: "custom", path: ["closes"], message: "Closes at must be later than Opens at." });
      }
    }) as unknown as z.ZodType<SiteSettings>;
}

/** A save of the settings: every field checked, each failure named in `details` by field. */
export const siteSettingsSchema = settingsSchema(true);

/** A draft of the settings: checked as a save is, but required fields may still be empty (they are checked at publish). */
export const siteSettingsDraftSchema = settingsSchema(false);
