import {
  Award,
  BadgeCheck,
  Book,
  Braces,
  History,
  ChartColumn,
  Folder,
  GalleryHorizontal,
  Image as ImageIcon,
  Inbox,
  Info,
  Layers,
  LayoutDashboard,
  Leaf,
  MonitorSmartphone,
  Quote,
  ShieldCheck,
  SlidersVertical,
  Trash2,
  Users,
  type IconNode,
} from "lucide";
import { TWO_FACTOR_PATH } from "@/lib/admin-api/client";
import { COLLECTION_LIST } from "@/lib/content/collections";
import type { CollectionKey } from "@/lib/content/collection-definition";

export interface NavSection {
  href: string;
  label: string;
  icon: IconNode;
  /** The dashboard count that belongs to this section. */
  countKey?: CollectionKey;
  /** Shown to owners only: editors get 403 there (contract §8). */
  ownerOnly?: boolean;
}

/** The icons collection definitions name (lib/content stays free of React); an unknown name gets a folder. */
const COLLECTION_ICONS: Record<string, IconNode> = {
  award: Award,
  badge: BadgeCheck,
  book: Book,
  chart: ChartColumn,
  folder: Folder,
  image: ImageIcon,
  info: Info,
  layers: Layers,
  leaf: Leaf,
  quote: Quote,
  slides: GalleryHorizontal,
};

export const DASHBOARD_SECTION: NavSection = { href: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard };
export const LEADS_SECTION: NavSection = { href: "/admin/leads", label: "Leads", icon: Inbox };
export const SETTINGS_SECTION: NavSection = { href: "/admin/settings", label: "Site settings", icon: SlidersVertical, ownerOnly: true };
export const ACCOUNTS_SECTION: NavSection = { href: "/admin/accounts", label: "Accounts", icon: Users, ownerOnly: true };
export const TRASH_SECTION: NavSection = { href: "/admin/trash", label: "Trash", icon: Trash2 };
export const ACTIVITY_SECTION: NavSection = { href: "/admin/activity", label: "Activity", icon: History };
/** Every account's own sign-ins (contract §8), so it shows for editors too. */
export const SESSIONS_SECTION: NavSection = { href: "/admin/sessions", label: "Where you're signed in", icon: MonitorSmartphone };
/** Every account's own (contract §8): the set-up screen an account is sent to when two factors are required. */
export const TWO_FACTOR_SECTION: NavSection = { href: TWO_FACTOR_PATH, label: "Two-factor sign-in", icon: ShieldCheck };
export const API_REFERENCE_SECTION: NavSection = { href: "/admin/api-reference", label: "API reference", icon: Braces };

/** The content sections, straight from the collection definitions (order, label, icon, path). */
export const CONTENT_SECTIONS: NavSection[] = COLLECTION_LIST.map((definition) => ({
  href: definition.admin.path,
  label: definition.label.plural,
  icon: COLLECTION_ICONS[definition.admin.icon] ?? Folder,
  countKey: definition.key,
}));

export const NAV_SECTIONS: NavSection[] = [DASHBOARD_SECTION, ...CONTENT_SECTIONS, LEADS_SECTION, SETTINGS_SECTION, ACCOUNTS_SECTION, TRASH_SECTION, ACTIVITY_SECTION, SESSIONS_SECTION, TWO_FACTOR_SECTION, API_REFERENCE_SECTION];

/** The sections this role sees: owners' sections wait until the role is known. */
export function sectionsFor(role: "owner" | "editor" | undefined): NavSection[] {
  return NAV_SECTIONS.filter((section) => !section.ownerOnly || role === "owner");
}
