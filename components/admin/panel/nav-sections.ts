import {
  Award,
  BadgeCheck,
  Book,
  Braces,
  ChartColumn,
  Folder,
  GalleryHorizontal,
  Image as ImageIcon,
  Inbox,
  Info,
  Layers,
  LayoutDashboard,
  Leaf,
  Quote,
  SlidersVertical,
  Trash2,
  type IconNode,
} from "lucide";
import { COLLECTION_LIST } from "@/lib/content/collections";
import type { CollectionKey } from "@/lib/content/collection-definition";

export interface NavSection {
  href: string;
  label: string;
  icon: IconNode;
  /** The dashboard count that belongs to this section. */
  countKey?: CollectionKey;
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
export const SETTINGS_SECTION: NavSection = { href: "/admin/settings", label: "Site settings", icon: SlidersVertical };
export const TRASH_SECTION: NavSection = { href: "/admin/trash", label: "Trash", icon: Trash2 };
export const API_REFERENCE_SECTION: NavSection = { href: "/admin/api-reference", label: "API reference", icon: Braces };

/** The content sections, straight from the collection definitions (order, label, icon, path). */
export const CONTENT_SECTIONS: NavSection[] = COLLECTION_LIST.map((definition) => ({
  href: definition.admin.path,
  label: definition.label.plural,
  icon: COLLECTION_ICONS[definition.admin.icon] ?? Folder,
  countKey: definition.key,
}));

export const NAV_SECTIONS: NavSection[] = [DASHBOARD_SECTION, ...CONTENT_SECTIONS, LEADS_SECTION, SETTINGS_SECTION, TRASH_SECTION, API_REFERENCE_SECTION];
