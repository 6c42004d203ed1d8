import type { CollectionDefinition } from "@/lib/content/collection-definition";
import { lockCollection } from "@/lib/content/collection-lock";
import { COLLECTION_TABLES } from "@/lib/content/collection-tables";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { expireCacheTags } from "@/lib/content/expire-cache-tags";
import { revalidateCollection } from "@/lib/content/revalidate-collection";
import { versionedColumns } from "@/lib/content/version-log";
import type { Db } from "@/lib/db";
import { notFound } from "@/lib/http/http-error";
import { SITE_SETTINGS_TAG } from "@/lib/site/site-settings-fields";
import { SITE_SETTINGS_COLLECTION, SITE_SETTINGS_COLUMNS } from "@/lib/site/site-settings-store";
import { PUBLISHING_TEXT } from "./publishing-texts";

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/**
 * A type whose records have versions and drafts (contract §7): one of the eleven content types,
 * or the site settings (one record, id 1). What the drafts, publish and restore code needs of
 * either, so none of it is written per type.
 */
export interface VersionedType {
  /** `{collection}` in the paths. */
  key: string;
  label: string;
  /** The content definition; null for the site settings. */
  def: CollectionDefinition | null;
  /** Prisma model accessor. */
  model: string;
  /** The table, for a draft-only record's id from its sequence; null when records are not created (the settings). */
  table: string | null;
  /** The columns a write changes (compared for `changed`, copied when publishing). */
  columns: readonly string[];
  notFound: string;
  /** Serialises this type's writes for the transaction (limits, versions in order). */
  lock(tx: Tx): Promise<void>;
  /** Expires exactly the cache tags a documented save of this type expires. */
  revalidate(): Promise<void>;
}

function contentType(def: CollectionDefinition): VersionedType {
  return {
    key: def.key,
    label: def.label.singular,
    def,
    model: def.model,
    table: COLLECTION_TABLES[def.key],
    columns: versionedColumns(def),
    notFound: def.messages.notFound,
    lock: (tx) => lockCollection(tx, def),
    revalidate: () => revalidateCollection(def),
  };
}

const SITE_SETTINGS: VersionedType = {
  key: SITE_SETTINGS_COLLECTION,
  label: "Site settings",
  def: null,
  model: "siteSettings",
  table: null,
  columns: SITE_SETTINGS_COLUMNS,
  notFound: "Site settings not found.",
  lock: (tx) => lockCollection(tx, { key: SITE_SETTINGS_COLLECTION }),
  revalidate: () => expireCacheTags([SITE_SETTINGS_TAG]),
};

/** Every versioned type, the content types first. */
export const VERSIONED_TYPES: readonly VersionedType[] = [...COLLECTION_LIST.map(contentType), SITE_SETTINGS];

/** The type a path's `{collection}` names; 404 for anything else. */
export function versionedType(key: unknown): VersionedType {
  const type = VERSIONED_TYPES.find((candidate) => candidate.key === key);
  if (!type) throw notFound(PUBLISHING_TEXT.noSuchType);
  return type;
}
