import type { IconName } from "@/components/ui/icon";
import { isIconName } from "@/components/ui/icon";
import { COLLECTION_LIST } from "@/lib/content/collections";
import type { CollectionKey } from "@/lib/content/collection-definition";

export interface NavSection {
  href: string;
  label: string;
  icon: IconName;
  /** The dashboard count that belongs to this section. */
  countKey?: CollectionKey;
}

export const DASHBOARD_SECTION: NavSection = { href: "/admin/dashboard", label: "Dashboard", icon: "dashboard" };
export const LEADS_SECTION: NavSection = { href: "/admin/leads", label: "Leads", icon: "inbox" };

/** The content sections, straight from the collection definitions (order, label, icon, path). */
export const CONTENT_SECTIONS: NavSection[] = COLLECTION_LIST.map((definition) => ({
  href: definition.admin.path,
  label: definition.label.plural,
  icon: isIconName(definition.admin.icon) ? definition.admin.icon : "folder",
  countKey: definition.key,
}));

export const NAV_SECTIONS: NavSection[] = [DASHBOARD_SECTION, ...CONTENT_SECTIONS, LEADS_SECTION];
