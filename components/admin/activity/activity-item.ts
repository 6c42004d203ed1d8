import { SIGN_IN_FAILURE_LABELS } from "@/lib/activity/activity-texts";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { LEAD_KIND_LIST } from "@/lib/leads/lead-kinds";
import type { ActivityLine } from "@/lib/dashboard/activity-route";

export const SETTINGS_PATH = "/admin/settings";

/** What the Item column shows of an entry: the item's type and name, and where it can be opened (null once gone). */
export interface ItemView {
  type: string;
  name: string | null;
  href: string | null;
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

export function detailsOf(line: ActivityLine): Record<string, unknown> {
  return line.details && typeof line.details === "object" && !Array.isArray(line.details) ? line.details : {};
}

/** The item an entry names, or null when it names none (a sign-in). */
export function itemView(line: ActivityLine): ItemView | null {
  if (line.collection === null) return null;
  const details = detailsOf(line);
  if (line.collection === "siteSettings") return { type: "Site settings", name: null, href: SETTINGS_PATH };
  const def = COLLECTION_LIST.find((candidate) => candidate.key === line.collection);
  if (def) {
    const name = text(details.title) ?? (line.id !== null ? `#${line.id}` : null);
    return { type: def.label.singular, name, href: line.exists && line.id !== null ? `${def.admin.path}?edit=${line.id}` : null };
  }
  const lead = LEAD_KIND_LIST.find((kind) => kind.slug === line.collection);
  if (lead) return { type: lead.singular, name: line.id !== null ? `#${line.id}` : null, href: null };
  return { type: line.collection, name: line.id !== null ? `#${line.id}` : null, href: null };
}

/** A short line under the action: the fields changed, a lead's new status, how many leads went, why a sign-in failed. */
export function changeNote(line: ActivityLine): string | null {
  const details = detailsOf(line);
  if (Array.isArray(details.changed)) return details.changed.length ? `Changed: ${details.changed.map(String).join(", ").replaceAll("_", " ")}` : "Saved without changes";
  if (line.action === "lead_update" && typeof details.status === "string") return `Status: ${details.status}${details.note ? ", note changed" : ""}`;
  if (line.action === "lead_erase" && details.deleted && typeof details.deleted === "object") {
    const total = Object.values(details.deleted as Record<string, unknown>).reduce<number>((sum, count) => sum + (typeof count === "number" ? count : 0), 0);
    return `${total} ${total === 1 ? "lead" : "leads"} deleted`;
  }
  if (line.action === "username_change" && typeof details.from === "string") return `Was ${details.from}`;
  if (line.action === "sign_in_failed" && typeof details.reason === "string" && Object.hasOwn(SIGN_IN_FAILURE_LABELS, details.reason)) {
    const reason = SIGN_IN_FAILURE_LABELS[details.reason as keyof typeof SIGN_IN_FAILURE_LABELS];
    return details.via === "change_password" ? `${reason}, changing the password` : reason;
  }
  if (line.action === "move" && details.to !== undefined) return `To ${typeof details.to === "number" ? `position ${details.to}` : String(details.to)}`;
  return null;
}
