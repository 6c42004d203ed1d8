import { cache } from "react";
import type { ContentRecord } from "@/lib/db/serialize";
import { previewOfRender } from "@/lib/preview/preview-session";
import { altFieldOf, type CollectionDefinition, type CollectionKey, type PublicView } from "../collection-definition";
import { collectionService, type ListFilter } from "../collection-service";
import { COLLECTIONS } from "../collections";
import type { PublicRowOf } from "../public-row";
import { sanitizeRichText } from "../sanitize-rich-text";
import { cachedRead } from "./cached-read";
import { applyDrafts, draftsOf } from "./draft-overlay";
import { sanitizeProductDescription } from "./sanitize-product-description";

/** What one cache entry keeps: a list's records, or a singleton's record. */
type Kept = ContentRecord[] | ContentRecord | null;

/** The cache entry's arguments: all records, or those of one parent. */
type Scope = [] | [parentId: number];

type Row = Record<string, unknown>;

interface Reader {
  /** The records as kept, which the public JSON answers are. */
  kept: (...scope: Scope) => Promise<Kept>;
  /** The pages' view of the same entry. */
  shown: (...scope: Scope) => Promise<Row[]>;
  /** The records with every draft applied: read fresh, never from or into the data cache. */
  drafted: (...scope: Scope) => Promise<Kept>;
  /** The pages' view of those. */
  draftedShown: (...scope: Scope) => Promise<Row[]>;
}

/**
 * Whether a read shows drafts: `true` or `false` when the caller knows (a JSON list from its
 * request's cookie; the sitemap never), otherwise whether the request being rendered has a valid
 * preview session (no cookie: nothing verified, nothing read).
 */
export type WithDrafts = boolean | undefined;

async function showsDrafts(withDrafts: WithDrafts): Promise<boolean> {
  return withDrafts ?? (await previewOfRender()) !== null;
}

const SANITIZE: Record<NonNullable<PublicView["richText"]>, (html: string) => string> = {
  site: sanitizeRichText,
  product: sanitizeProductDescription,
};

/** The cache tags of `def`'s public reads: its own and its parent's (a renamed or deleted parent changes what belongs under it). */
function publicTags(def: CollectionDefinition): string[] {
  return def.parent ? [def.cacheTag, COLLECTIONS[def.parent.collection].cacheTag] : [def.cacheTag];
}

function scopeOf(filter: ListFilter = {}): Scope {
  return filter.parentId === undefined ? [] : [filter.parentId];
}

function listOf(kept: Kept): ContentRecord[] {
  if (Array.isArray(kept)) return kept;
  return kept ? [kept] : [];
}

/** One record as its definition's public view shows it. */
function publicRow(def: CollectionDefinition, record: ContentRecord): Row {
  const row: Row = { id: record.id };
  const sanitize = SANITIZE[def.public.richText ?? "site"];
  for (const name of def.public.fields) {
    const value = def.fields.find((field) => field.name === name);
    const file = def.files.find((field) => field.name === name);
    row[name] = value?.kind === "richtext" ? sanitize(String(record[name] ?? "")) : (record[name] ?? null);
    const alt = file && altFieldOf(file);
    if (alt) row[alt] = record[alt] ?? "";
  }
  for (const [name, derive] of Object.entries(def.public.derive ?? {})) row[name] = derive(record);
  return row;
}

const readers = new Map<CollectionKey, Reader>();

/**
 * The preview's read: the published records (straight from the database) with every draft of
 * the type applied, in the list's order; a child's parent title and filter are those of its
 * parent's drafted list, so a record moved or added under a parent by a draft shows there.
 */
async function draftedRead(def: CollectionDefinition, scope: Scope): Promise<Kept> {
  const service = collectionService(def);
  if (def.singleton) {
    const current = await service.current();
    return applyDrafts(def, current ? [current] : [], await draftsOf(def))[0] ?? null;
  }
  const [records, drafts] = await Promise.all([service.list(), draftsOf(def)]);
  const all = applyDrafts(def, records, drafts);
  if (!def.parent) return all;
  const { field, titleField, listField } = def.parent;
  const parents = listOf(await readerOf(COLLECTIONS[def.parent.collection]).drafted());
  const titles = new Map(parents.map((parent) => [parent.id, parent[titleField] ?? null]));
  return all
    .filter((record) => scope[0] === undefined || record[field] === scope[0])
    .map((record) => ({ ...record, [listField]: titles.get(record[field] as number) ?? null }));
}

/**
 * The one public read of a content type, for its JSON answer and its pages alike: one data cache
 * entry and one tag set per list (per parent for a filtered list). The pages' view is made after
 * the cache, on every answer (once per request): the data cache may be shared (Redis), and
 * whoever can write it must not decide the HTML a page renders, so rich text is sanitised there,
 * never before it is kept.
 */
function readerOf(def: CollectionDefinition): Reader {
  let reader = readers.get(def.key);
  if (!reader) {
    const service = collectionService(def);
    const kept = cachedRead(`records:${def.key}`, publicTags(def), (...scope: Scope): Promise<Kept> => (def.singleton ? service.current() : service.list({ parentId: scope[0] })));
    const shown = cache(async (...scope: Scope) => listOf(await kept(...scope)).map((record) => publicRow(def, record)));
    const drafted = cache((...scope: Scope) => draftedRead(def, scope));
    const draftedShown = cache(async (...scope: Scope) => listOf(await drafted(...scope)).map((record) => publicRow(def, record)));
    reader = { kept, shown, drafted, draftedShown };
    readers.set(def.key, reader);
  }
  return reader;
}

/**
 * The public JSON list of `def` (contract §4): its records as the API sends them, oldest first (or
 * in the administrator's order); with drafts applied in a preview (`withDrafts`).
 */
export async function publicRecords(def: CollectionDefinition, filter?: ListFilter, withDrafts?: WithDrafts): Promise<ContentRecord[]> {
  const reader = readerOf(def);
  return listOf(await ((await showsDrafts(withDrafts)) ? reader.drafted : reader.kept)(...scopeOf(filter)));
}

/** The public JSON answer of a singleton (the e-brochure): its record, or null when there is none. */
export async function publicRecord(def: CollectionDefinition, withDrafts?: WithDrafts): Promise<ContentRecord | null> {
  const [record] = await publicRecords(def, undefined, withDrafts);
  return record ?? null;
}

/** The rows of `def` the pages show, in the list's order (of one parent with `filter`); drafted in a preview session. */
export async function publicList<D extends CollectionDefinition>(def: D, filter?: ListFilter, withDrafts?: WithDrafts): Promise<PublicRowOf<D>[]> {
  const reader = readerOf(def);
  return (await ((await showsDrafts(withDrafts)) ? reader.draftedShown : reader.shown)(...scopeOf(filter))) as PublicRowOf<D>[];
}

/** The row a one-entry section shows: a singleton's record, or the first of the list; null when there is none. */
export async function publicItem<D extends CollectionDefinition>(def: D, withDrafts?: WithDrafts): Promise<PublicRowOf<D> | null> {
  const [row] = await publicList(def, undefined, withDrafts);
  return row ?? null;
}
