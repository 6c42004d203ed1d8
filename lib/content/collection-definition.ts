import type { ContentRecord } from "@/lib/db/serialize";
import type { UploadAccept } from "@/lib/uploads/accept";

/**
 * A content type described once, the way Payload describes collections: the route
 * handlers, the server validation, the admin screens and the tests all read this.
 * Pure data (no server imports) so client components can read it too.
 */

/** Messages for a missing value: one for creating, one for updating (absent = optional). */
export interface Requirement {
  onCreate?: string;
  onUpdate?: string;
}

export interface ValueField {
  /** Column name, request field name and API field name (they are the same). */
  name: string;
  label: string;
  kind: "text" | "textarea" | "richtext" | "integer";
  required?: Requirement;
  /** Limit counted on the text without markup (contract §5). */
  maxPlainLength?: { max: number; message: string; truncatedMessage: string };
  /** For "integer": smallest allowed value. */
  min?: number;
  /** For "integer": largest allowed value. */
  max?: number;
  /** What a new record's form starts with (the column's database default, e.g. a rating of 5). */
  defaultValue?: string;
  /** Upper bound on raw input, to refuse absurd payloads. */
  maxLength?: number;
  placeholder?: string;
}

export interface FileField {
  /** Column name and API field name, e.g. `product_image`. */
  name: string;
  /** Multipart field the admin screens send, e.g. `image`. */
  formField: string;
  label: string;
  accept: UploadAccept;
  /** The `accept` attribute of the admin file input. */
  inputAccept: string;
  /** The specification's text for a refused type (client and server). */
  typeMessage: string;
  required?: Requirement;
  /**
   * For optional files that can be cleared on update: the multipart field carrying the
   * existing value back (`existingSubimg1`); absent or empty with no new file clears it.
   */
  keepField?: string;
  /**
   * Images carry an alternative text (optional, ALT_TEXT_MAX characters) in the column
   * `altFieldOf(field)`, sent and answered under the same name; the public pages use it as `alt`.
   */
  altText?: boolean;
}

export const ALT_TEXT_MAX = 150;

/** The column and API field of a file field's alternative text, e.g. `product_image_alt`; null when it has none. */
export function altFieldOf(field: Pick<FileField, "name" | "altText">): string | null {
  return field.altText ? `${field.name}_alt` : null;
}

export interface CollectionMessages {
  created: string;
  updated: string;
  deleted: string;
  notFound: string;
  /** Admin: loading the list failed. */
  fetchFailed: string;
  saveFailed: string;
  deleteFailed: string;
  confirmDelete: string;
  empty: string;
  loading: string;
}

export type TableColumn =
  | { kind: "image"; field: string; label: string }
  | { kind: "text"; field: string; label: string }
  | { kind: "preview"; field: string; label: string; chars: number }
  | { kind: "richtext"; field: string; label: string }
  | { kind: "date"; field: string; label: string }
  | { kind: "link"; field: string; label: string; text: string }
  | { kind: "relation"; field: string; label: string }
  | { kind: "rating"; field: string; label: string; scale: number }
  | { kind: "thumbnails"; fields: string[]; label: string };

export interface CollectionEndpoints {
  list: string;
  /** GET one record (`{id}` as below); absent where no route serves one. */
  get?: string;
  create: string;
  /** `{id}` is replaced by the record id. */
  update: string;
  remove: string;
}

/**
 * What the public pages see of a record (their rows' type is inferred from it, see
 * public-row.ts). The public JSON lists answer whole records; the pages get this view of the
 * same cached records, made after the cache on every answer.
 */
export interface PublicView {
  /**
   * The public page that shows this type (a subcategory's own page is under its category's):
   * what the admin's Preview button opens.
   */
  page: string;
  /** The public page of one record, where it has its own (a category, a product): previewed while it is edited. */
  recordPage?: (record: { id: number; [name: string]: unknown }) => string;
  /**
   * Stored fields shown as they are, by name: value and file fields (an image brings its
   * alternative text, `altFieldOf`) or the parent's id field. Every row also has its `id`.
   * Rich text fields are sanitised.
   */
  fields: readonly string[];
  /** Values computed from the stored record, e.g. a rating kept within 1 to 5. */
  derive?: Readonly<Record<string, (record: ContentRecord) => unknown>>;
  /** The policy rich text is sanitised with: the site's (contract §5, the default) or the product descriptions' (public-site.md §5). */
  richText?: "site" | "product";
}

export interface CollectionDefinition {
  key: CollectionKey;
  /** Prisma model accessor, e.g. `slider` for `prisma.slider`. */
  model: string;
  label: { singular: string; plural: string };
  description: string;
  /** How writes are sent: multipart for anything with files, JSON for counters. */
  body: "multipart" | "json";
  fields: ValueField[];
  files: FileField[];
  /** At most this many records (contract §5), enforced atomically. */
  limit?: { max: number; message: string };
  /** Single record whose create replaces the existing one (the e-brochure). */
  singleton?: boolean;
  /** Update must carry at least one new file (certificates). */
  updateNeedsAFile?: string;
  /** A file field that accepts several files in one create call (gallery `images`). */
  multiUpload?: { formField: string; noneMessage: string; created: string };
  /** Parent relation shown and filtered by (subcategories → main categories). */
  parent?: { field: string; collection: CollectionKey; titleField: string; listField: string; requiredMessage: string; filterParam: string; label: string };
  endpoints: CollectionEndpoints;
  messages: CollectionMessages;
  admin: { path: string; icon: string; columns: TableColumn[] };
  /**
   * Records are kept in the administrator's order (column `position`, 1 first; per parent when
   * the collection has one): new records go last, the admin table moves a row up or down.
   */
  ordered?: boolean;
  /** Public pages whose cached data this collection feeds. */
  cacheTag: string;
  public: PublicView;
}

/** The names a definition's public view may show: its value and file fields, and its parent's id field. */
export type PublicFieldName<D extends CollectionDefinition> =
  | (D["fields"][number] | D["files"][number])["name"]
  | (D["parent"] extends { field: infer F } ? F : never);

/**
 * A definition with its literal types kept (field names, kinds, the public view), so the public
 * rows' type can be inferred from it; a public field that names nothing fails to compile. The
 * options it leaves out keep their optional types, so any definition reads like any other.
 */
export function defineCollection<const D extends CollectionDefinition>(
  definition: D & { public: { fields: readonly PublicFieldName<D>[] } },
): D & Omit<CollectionDefinition, keyof D> {
  return definition;
}

export type CollectionKey =
  | "sliders"
  | "mainCategories"
  | "subcategories"
  | "ebrochure"
  | "gallery"
  | "ecoRevolution"
  | "valuedClients"
  | "counters"
  | "testimonials"
  | "aboutUs"
  | "certificates";

/** Where an ordered collection's records are moved (one route for all: app/api/admin/move). */
export function moveEndpoint(key: CollectionKey): string {
  return `/api/admin/move/${key}/{id}`;
}

/** Standard endpoints for `/api/<name>` collections. */
export function restEndpoints(base: string): CollectionEndpoints {
  return { list: base, get: `${base}/{id}`, create: base, update: `${base}/{id}`, remove: `${base}/{id}` };
}

/** Messages that follow the common "<Thing> added successfully!" pattern. */
export function standardMessages(
  thing: string,
  fetchNoun: string,
  overrides: Partial<CollectionMessages> & Pick<CollectionMessages, "confirmDelete">,
): CollectionMessages {
  const lower = thing.toLowerCase();
  return {
    created: `${thing} added successfully!`,
    updated: `${thing} updated successfully!`,
    deleted: `${thing} deleted successfully!`,
    notFound: `${thing} not found.`,
    fetchFailed: `Failed to fetch ${fetchNoun}. Please try again.`,
    saveFailed: `Error saving ${lower}. Please try again.`,
    deleteFailed: `Error deleting ${lower}. Please try again.`,
    empty: `No ${fetchNoun} found`,
    loading: `Loading ${fetchNoun}...`,
    ...overrides,
  };
}
