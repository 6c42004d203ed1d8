import { db, type Db } from "@/lib/db";
import { prismaErrorKind } from "@/lib/db/prisma-error-kind";
import { badRequest, conflict, invalidFields, limitReached, notFound } from "@/lib/http/http-error";
import { removeUploads, storeUpload } from "@/lib/uploads";
import { claimPendingUploads, notePendingUploads } from "@/lib/uploads/pending-uploads";
import type { Place } from "@/lib/uploads/storage";
import { altFieldOf, type CollectionDefinition, type FileField } from "./collection-definition";
import { COLLECTIONS } from "./collections";
import { childCollections } from "./child-collections";
import { lockCollection } from "./collection-lock";
import { BY_POSITION, moveRecord, nextPosition, orderScope, renumber, type RecordMove } from "./collection-order";
import { modelOf, type Row } from "@/lib/db/model-delegate";
import { parseInput, type ParsedInput, type RawBody } from "./parse-input";
import { revalidateCollection } from "./revalidate-collection";
import { serializeRecord, serializeRecords, type ContentRecord } from "@/lib/db/serialize";
import { settleTrashedFiles } from "./trash-entry";
import { trashRow } from "./trash-row";
import type { AccountActor } from "@/lib/activity/record-activity";
import { changedFields, noteContentActivity } from "./content-activity";
import { settleUploads } from "./upload-places";
import { recordVersion, versionedColumns } from "./version-log";

export interface ListFilter {
  /** Only records of this parent (subcategories of one main category). */
  parentId?: number;
}

export type CreateResult =
  | { kind: "created"; record: ContentRecord }
  /** A singleton's create when one already existed: the record was updated in place. */
  | { kind: "replaced"; record: ContentRecord }
  /** A multi-upload create: one record per file. */
  | { kind: "uploaded"; records: ContentRecord[] };

/** Reads and writes of one content type, driven entirely by its definition. */
export interface CollectionService {
  /** Every record, oldest first; with a parent, each carries the parent's title. */
  list(filter?: ListFilter): Promise<ContentRecord[]>;
  /** One record; 404 with the definition's text when absent. */
  get(id: number): Promise<ContentRecord>;
  /** The first (for a singleton: the only) record, or null. */
  current(): Promise<ContentRecord | null>;
  /** Each write's `actor` is its versions' author and is recorded in the activity log, in the write's transaction. */
  create(body: RawBody, actor?: AccountActor): Promise<CreateResult>;
  update(id: number, body: RawBody, actor?: AccountActor): Promise<ContentRecord>;
  /**
   * Moves to the trash (contract §7) by id, or a singleton's record when no id is given; answers
   * the deleted record. `by` is who deleted it, as the trash and the activity log list it.
   */
  remove(id?: number, by?: AccountActor): Promise<ContentRecord>;
  /** Ordered collections: swaps the record with its neighbour; answers the record. */
  move(id: number, to: RecordMove, actor?: AccountActor): Promise<ContentRecord>;
}

// Writes queue on the collection lock; PGlite also runs one transaction at a time. Allow a
// burst of writers to wait rather than fail.
const TX_OPTIONS = { maxWait: 15_000, timeout: 30_000 };
const OLDEST_FIRST: Record<string, "asc">[] = [{ id: "asc" }];

function listOrder(def: CollectionDefinition): Record<string, "asc">[] {
  return def.ordered ? BY_POSITION : OLDEST_FIRST;
}

type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export interface Stored {
  urls: string[];
  /** New file URL by file field name. */
  byField: Record<string, string>;
}

function parentDefinition(def: CollectionDefinition): CollectionDefinition | null {
  return def.parent ? COLLECTIONS[def.parent.collection] : null;
}

export function parentMissing(def: CollectionDefinition): string {
  return `The selected ${def.parent?.label.toLowerCase() ?? "parent"} does not exist.`;
}

/** Stores every file, or none: a refusal removes the ones already stored and rethrows. */
/** Stores each file (in `place`: a draft's go to the private place, never public before publishing). */
export async function storeFiles(pairs: Array<[FileField, File]>, place?: Place): Promise<Stored> {
  const stored: Stored = { urls: [], byField: {} };
  try {
    for (const [field, file] of pairs) {
      const { url } = await storeUpload(file, field.accept, { typeMessage: field.typeMessage, place });
      stored.urls.push(url);
      stored.byField[field.name] = url;
    }
  } catch (error) {
    await removeUploads(stored.urls);
    throw error;
  }
  return stored;
}

export function filePairs(def: CollectionDefinition, parsed: ParsedInput): Array<[FileField, File]> {
  return def.files.flatMap((field): Array<[FileField, File]> => (parsed.files[field.name] ? [[field, parsed.files[field.name]]] : []));
}

/**
 * Runs the row write; when it fails the files stored for it are removed, so none is left behind.
 * The write claims the files (their pending rows go in its transaction) with claimStored.
 */
async function writeOrDiscard<T>(stored: Stored, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeUploads(stored.urls);
    throw error;
  }
}

/** In the write's transaction: the stored files are named by the records it commits. */
function claimStored(tx: Tx, stored: Stored): Promise<void> {
  return claimPendingUploads(tx, stored.urls);
}

/**
 * In the transaction that stops records naming `urls`: they become pending, so a crash between
 * the commit and their removal leaves them to the sweep instead of to nobody.
 */
function noteObsolete(tx: Tx, urls: Iterable<string | null | undefined>): Promise<void> {
  return notePendingUploads(urls, tx);
}

async function ensureParentExists(client: object, def: CollectionDefinition, parentId: number | undefined): Promise<void> {
  const parent = parentDefinition(def);
  if (!parent || parentId === undefined) return;
  if (!(await modelOf(client, parent).findUnique({ where: { id: parentId } }))) throw badRequest(parentMissing(def));
}

async function ensureBelowLimit(client: object, def: CollectionDefinition, adding: number): Promise<void> {
  if (!def.limit) return;
  const count = await modelOf(client, def).count();
  if (count + adding > def.limit.max) throw limitReached(def.limit.message);
}

export function createData(def: CollectionDefinition, parsed: ParsedInput, stored: Stored): Record<string, unknown> {
  const data: Record<string, unknown> = { ...parsed.values, ...stored.byField };
  if (def.parent && parsed.parentId !== undefined) data[def.parent.field] = parsed.parentId;
  return data;
}

/**
 * The update of `current`: new values, new files, cleared keep-fields. Also answers which
 * files the record stops using, to remove once the change is committed.
 */
export function updateData(def: CollectionDefinition, current: Row, parsed: ParsedInput, stored: Stored) {
  const data = createData(def, parsed, stored);
  const obsolete: string[] = [];
  for (const field of def.files) {
    const before = current[field.name];
    if (!(field.name in stored.byField) && field.keepField && !parsed.kept.has(field.name)) data[field.name] = null;
    // A cleared image takes its alternative text with it.
    const alt = altFieldOf(field);
    if (alt && data[field.name] === null) data[alt] = "";
    const after = field.name in data ? data[field.name] : before;
    if (!after && field.required?.onCreate) throw invalidFields({ [field.formField]: field.required.onCreate });
    if (typeof before === "string" && before && before !== after) obsolete.push(before);
  }
  return { data, obsolete };
}

/**
 * In the write's transaction: the record's new version, then its activity entry linking to it;
 * answers the files pruned versions freed (settled after the commit).
 */
async function keepWrite(
  tx: Tx,
  def: CollectionDefinition,
  action: "create" | "update",
  before: Row | null,
  after: Row,
  actor: AccountActor | undefined,
  details?: { changed: string[] },
): Promise<string[]> {
  const { version, pruned } = await recordVersion(tx, { collection: def.key, recordId: after.id, columns: versionedColumns(def), before, after, status: "published", author: actor });
  await noteContentActivity(tx, actor, action, def, after, details, version);
  return pruned;
}

async function withParentTitles(client: object, def: CollectionDefinition, rows: Row[]): Promise<ContentRecord[]> {
  const parent = parentDefinition(def);
  if (!def.parent || !parent) return serializeRecords(rows);
  const { field, titleField, listField } = def.parent;
  const ids = [...new Set(rows.map((row) => row[field]).filter((id): id is number => typeof id === "number"))];
  const parents = ids.length ? await modelOf(client, parent).findMany({ where: { id: { in: ids } }, select: { id: true, [titleField]: true } }) : [];
  const titles = new Map(parents.map((row) => [row.id, row[titleField]]));
  return rows.map((row) => {
    const title = titles.get(row[field] as number);
    return serializeRecord(row, { [listField]: typeof title === "string" ? title : null });
  });
}

async function withParentTitle(client: object, def: CollectionDefinition, row: Row): Promise<ContentRecord> {
  const [record] = await withParentTitles(client, def, [row]);
  return record;
}

async function transaction<T>(def: CollectionDefinition, work: (tx: Tx) => Promise<T>): Promise<T> {
  const prisma = await db();
  try {
    return await prisma.$transaction(async (tx) => {
      await lockCollection(tx, def);
      return work(tx);
    }, TX_OPTIONS);
  } catch (error) {
    if (def.parent && prismaErrorKind(error) === "foreign_key") throw badRequest(parentMissing(def));
    throw error;
  }
}

async function createOne(def: CollectionDefinition, body: RawBody, actor: AccountActor | undefined): Promise<CreateResult> {
  const prisma = await db();
  const parsed = parseInput(def, body, "create");
  // Cheap refusals before any file is decoded and stored; both are checked again under the lock.
  await ensureParentExists(prisma, def, parsed.parentId);
  await ensureBelowLimit(prisma, def, 1);
  const stored = await storeFiles(filePairs(def, parsed));
  const { row, pruned } = await writeOrDiscard(stored, () =>
    transaction(def, async (tx) => {
      await ensureBelowLimit(tx, def, 1);
      const data = createData(def, parsed, stored);
      // New records go last.
      if (def.ordered) data.position = await nextPosition(tx, def, orderScope(def, parsed.parentId));
      await claimStored(tx, stored);
      const row = await modelOf(tx, def).create({ data });
      return { row, pruned: await keepWrite(tx, def, "create", null, row, actor) };
    }),
  );
  await settleUploads(pruned);
  await revalidateCollection(def);
  return { kind: "created", record: await withParentTitle(prisma, def, row) };
}

async function createMany(def: CollectionDefinition, body: RawBody, actor: AccountActor | undefined): Promise<CreateResult> {
  const parsed = parseInput(def, body, "create");
  const field = def.files[0];
  if (!field) throw new Error(`Collection "${def.key}" has a multi-upload but no file field.`);
  await ensureBelowLimit(await db(), def, parsed.uploads.length);
  const stored = await storeFiles(parsed.uploads.map((file): [FileField, File] => [field, file]));
  const rows = await writeOrDiscard(stored, () =>
    transaction(def, async (tx) => {
      await ensureBelowLimit(tx, def, stored.urls.length);
      const created: Row[] = [];
      let position = def.ordered ? await nextPosition(tx, def, undefined) : undefined;
      for (const url of stored.urls) {
        const data: Record<string, unknown> = { [field.name]: url };
        if (position !== undefined) data.position = position++;
        const row = await modelOf(tx, def).create({ data });
        await keepWrite(tx, def, "create", null, row, actor);
        created.push(row);
      }
      await claimStored(tx, stored);
      return created;
    }),
  );
  await revalidateCollection(def);
  return { kind: "uploaded", records: serializeRecords(rows) };
}

/** A singleton's create: replaces the existing record in place, or creates the first one. */
async function createOrReplace(def: CollectionDefinition, body: RawBody, actor: AccountActor | undefined): Promise<CreateResult> {
  const prisma = await db();
  const existing = await modelOf(prisma, def).findFirst({ orderBy: OLDEST_FIRST });
  // Replacing needs only what an update needs (files optional); creating needs everything.
  const parsed = parseInput(def, body, existing ? "update" : "create");
  const stored = await storeFiles(filePairs(def, parsed));
  const outcome = await writeOrDiscard(stored, () =>
    transaction(def, async (tx) => {
      const model = modelOf(tx, def);
      const current = await model.findFirst({ orderBy: OLDEST_FIRST });
      if (current) {
        const { data, obsolete } = updateData(def, current, parsed, stored);
        await claimStored(tx, stored);
        await noteObsolete(tx, obsolete);
        const row = await model.update({ where: { id: current.id }, data });
        return { row, obsolete: [...obsolete, ...(await keepWrite(tx, def, "update", current, row, actor, { changed: changedFields(current, data) }))], replaced: true };
      }
      // Deleted meanwhile: this is a create after all, with a create's requirements.
      const asCreate = existing ? parseInput(def, body, "create") : parsed;
      await ensureBelowLimit(tx, def, 1);
      await claimStored(tx, stored);
      const row = await model.create({ data: createData(def, asCreate, stored) });
      return { row, obsolete: await keepWrite(tx, def, "create", null, row, actor), replaced: false };
    }),
  );
  // Replaced files leave the public site; kept privately while a version names them.
  await settleUploads(outcome.obsolete);
  await revalidateCollection(def);
  const record = serializeRecord(outcome.row);
  return outcome.replaced ? { kind: "replaced", record } : { kind: "created", record };
}

async function update(def: CollectionDefinition, id: number, body: RawBody, actor: AccountActor | undefined): Promise<ContentRecord> {
  const prisma = await db();
  if (!(await modelOf(prisma, def).findUnique({ where: { id } }))) throw notFound(def.messages.notFound);
  const parsed = parseInput(def, body, "update");
  await ensureParentExists(prisma, def, parsed.parentId);
  const stored = await storeFiles(filePairs(def, parsed));
  const { row, obsolete } = await writeOrDiscard(stored, () =>
    transaction(def, async (tx) => {
      const model = modelOf(tx, def);
      const current = await model.findUnique({ where: { id } });
      if (!current) throw notFound(def.messages.notFound);
      const change = updateData(def, current, parsed, stored);
      // Moved to another parent: last there, and the old parent's order closes the gap.
      const parentField = def.parent?.field;
      const moved = def.ordered && parentField && parsed.parentId !== undefined && parsed.parentId !== current[parentField];
      if (moved) change.data.position = await nextPosition(tx, def, orderScope(def, parsed.parentId));
      await claimStored(tx, stored);
      await noteObsolete(tx, change.obsolete);
      const row = await model.update({ where: { id }, data: change.data });
      if (moved) await renumber(tx, def, orderScope(def, current[parentField]));
      return { row, obsolete: [...change.obsolete, ...(await keepWrite(tx, def, "update", current, row, actor, { changed: changedFields(current, change.data) }))] };
    }),
  );
  // Replaced files leave the public site; kept privately while a version names them.
  await settleUploads(obsolete);
  await revalidateCollection(def);
  return withParentTitle(prisma, def, row);
}

function stillUsedMessage(def: CollectionDefinition, child: CollectionDefinition, count: number): string {
  const children = count === 1 ? child.label.singular.toLowerCase() : child.label.plural.toLowerCase();
  return `This ${def.label.singular.toLowerCase()} still has ${count} ${children}. Delete or move them first.`;
}

async function remove(def: CollectionDefinition, id: number | undefined, by: AccountActor | undefined): Promise<ContentRecord> {
  const prisma = await db();
  let trashed: { row: Row; entryId: number };
  try {
    trashed = await transaction(def, async (tx) => {
      const model = modelOf(tx, def);
      const current = id === undefined ? await model.findFirst({ orderBy: OLDEST_FIRST }) : await model.findUnique({ where: { id } });
      if (!current) throw notFound(def.messages.notFound);
      for (const child of childCollections(def)) {
        const count = await modelOf(tx, child).count({ where: { [child.parent!.field]: current.id } });
        if (count > 0) throw conflict(stillUsedMessage(def, child, count));
      }
      const trashed = await trashRow(tx, def, current.id, by);
      if (def.ordered) await renumber(tx, def, orderScope(def, def.parent ? current[def.parent.field] : undefined));
      return trashed;
    });
  } catch (error) {
    // A child written between the count and the delete: the database refuses it (Restrict).
    if (prismaErrorKind(error) === "foreign_key") throw conflict(`This ${def.label.singular.toLowerCase()} is still in use. Delete what uses it first.`);
    throw error;
  }
  // Its files leave the public site before the answer: their URLs answer 404 from now on.
  await settleTrashedFiles(trashed.entryId);
  await revalidateCollection(def);
  return withParentTitle(prisma, def, trashed.row);
}

async function list(def: CollectionDefinition, filter: ListFilter = {}): Promise<ContentRecord[]> {
  const prisma = await db();
  const where = def.parent && filter.parentId !== undefined ? { [def.parent.field]: filter.parentId } : undefined;
  return withParentTitles(prisma, def, await modelOf(prisma, def).findMany({ where, orderBy: listOrder(def) }));
}

async function get(def: CollectionDefinition, id: number): Promise<ContentRecord> {
  const prisma = await db();
  const row = await modelOf(prisma, def).findUnique({ where: { id } });
  if (!row) throw notFound(def.messages.notFound);
  return withParentTitle(prisma, def, row);
}

async function current(def: CollectionDefinition): Promise<ContentRecord | null> {
  const prisma = await db();
  const row = await modelOf(prisma, def).findFirst({ orderBy: OLDEST_FIRST });
  return row ? withParentTitle(prisma, def, row) : null;
}

async function move(def: CollectionDefinition, id: number, to: RecordMove, actor: AccountActor | undefined): Promise<ContentRecord> {
  if (!def.ordered) throw notFound(def.messages.notFound);
  const moved = await transaction(def, async (tx) => {
    const changed = await moveRecord(tx, def, id, to);
    // Only a real move is logged: a record already first asked to go up stays where it is.
    if (changed && actor) {
      const row = await modelOf(tx, def).findUnique({ where: { id } });
      if (row) await noteContentActivity(tx, actor, "move", def, row, { to: "position" in to ? to.position : to.direction });
    }
    return changed;
  });
  if (moved) await revalidateCollection(def);
  return get(def, id);
}

/**
 * The service of one collection. Every rule comes from the definition: required texts, limits
 * (checked under a per-collection lock), singleton replace, multi-upload, keep/clear files,
 * parent relation. Files are stored (noted as pending first) before the row is written, claimed
 * by the transaction that writes it and removed again if the write fails; files a record stops
 * using become pending in that transaction and are removed after the commit; a deleted record
 * goes to the trash with its files (trash-entry.ts); public caches are expired. A crash anywhere in between leaves pending rows for the sweep, never a stray file.
 */
export function collectionService(def: CollectionDefinition): CollectionService {
  return {
    list: (filter) => list(def, filter),
    get: (id) => get(def, id),
    current: () => current(def),
    create: (body, actor) => (def.singleton ? createOrReplace(def, body, actor) : def.multiUpload ? createMany(def, body, actor) : createOne(def, body, actor)),
    update: (id, body, actor) => update(def, id, body, actor),
    remove: (id, by) => remove(def, id, by),
    move: (id, to, actor) => move(def, id, to, actor),
  };
}
