// Child process of the kill -9 runs of publish, version restore, trash restore and trash purge
// (scripts/crash-publishing/crash-runs.ts). Given one JSON argument, it opens the database of its
// environment (DATABASE_URL, or the PGlite folder PGLITE_DIR) and the upload folder UPLOAD_DIR,
// then: judges what the previous worker's operation left (after the upload and trash sweeps),
// sets up a fresh testimonial for its own operation, prints both as JSON lines, and runs the
// operation, killing itself with SIGKILL once `killAt` steps have completed (a step: a database
// query, or a file put, move or remove). With `killAt` 0 it runs to the end and prints its steps.
import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { sweepUploadsNow } from "@/lib/bootstrap/upload-sweep";
import { COLLECTION_LIST, COLLECTIONS } from "@/lib/content/collections";
import { collectionService } from "@/lib/content/collection-service";
import { purgeFromTrash, restoreFromTrash } from "@/lib/content/trash-service";
import { sweepTrash } from "@/lib/content/trash-sweep";
import { uploadsKeptPrivately } from "@/lib/content/uploads-kept-privately";
import { uploadsNamedByLiveRecords } from "@/lib/content/uploads-named-by-records";
import { closeDb, db } from "@/lib/db";
import { modelOf } from "@/lib/db/model-delegate";
import { queryCount } from "@/lib/db/query-count";
import { saveDraft } from "@/lib/publishing/draft-service";
import { publishDraft, publishDueDrafts, scheduleDraft } from "@/lib/publishing/publish-draft";
import { restoreVersion } from "@/lib/publishing/version-service";
import { versionedType } from "@/lib/publishing/versioned-type";
import { uploadDir } from "@/lib/uploads/config";
import { TRASH_PREFIX } from "@/lib/uploads/storage";
import { uploadStorage } from "@/lib/uploads/upload-storage";
import type { CrashOperation, CrashState, Expectation, Verdict, WorkerOrder } from "./crash-types";

const order = JSON.parse(process.argv[2] ?? "{}") as WorkerOrder;
const def = COLLECTIONS.testimonials;
const type = versionedType(def.key);
const actor = { id: 1, username: "crash-test", address: "127.0.0.1" };
const say = (kind: string, value: unknown) => process.stdout.write(`${kind} ${JSON.stringify(value)}\n`);

let steps = 0;
let killAt = 0;
function step(): void {
  steps += 1;
  if (killAt > 0 && steps >= killAt) process.kill(process.pid, "SIGKILL");
}

// The client counts its queries here (lib/db/query-count.ts); each one counted is a step.
let queries = queryCount.value;
Object.defineProperty(queryCount, "value", {
  get: () => queries,
  set: (value: number) => {
    queries = value;
    step();
  },
});
// And so is each file operation, once it has completed.
const storage = uploadStorage();
for (const name of ["put", "move", "remove"] as const) {
  const original = storage[name].bind(storage) as (...args: unknown[]) => Promise<unknown>;
  (storage as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
    const result = await original(...args);
    step();
    return result;
  };
}

const image = async (shade: number) =>
  new File([new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: shade, g: 90, b: 40 } } }).png().toBuffer())], "face.png", { type: "image/png" });

const fields = (name: string) => ({ user_name: name, designation: "Buyer", review_message: `${name} says hello.` });

async function stateOf(id: number, action: string): Promise<CrashState> {
  const prisma = await db();
  const live = await modelOf(prisma, def).findUnique({ where: { id } });
  const draft = await prisma.contentDraft.findUnique({ where: { collection_record_id: { collection: def.key, record_id: id } } });
  const versions = await prisma.contentVersion.findMany({ where: { collection: def.key, record_id: id }, orderBy: { version: "desc" } });
  const published = versions.find((version) => version.status === "published")?.record as Record<string, unknown> | undefined;
  const trash = await prisma.trashEntry.findUnique({ where: { collection_record_id: { collection: def.key, record_id: id } } });
  return {
    live: live ? { user_name: String(live.user_name), user_image: String(live.user_image) } : null,
    draft: draft ? { user_name: String((draft.record as Record<string, unknown>).user_name), user_image: String((draft.record as Record<string, unknown>).user_image) } : null,
    versions: versions.length,
    lastPublished: published ? { user_name: String(published.user_name), user_image: String(published.user_image) } : null,
    trash: trash !== null,
    activity: await prisma.activity.count({ where: { collection: def.key, record_id: id, action } }),
  };
}

/** Files in the upload folder by place, temporary files of interrupted writes left out. */
function filesOnDisk(): { public: Set<string>; private: Set<string> } {
  const root = uploadDir();
  const found = { public: new Set<string>(), private: new Set<string>() };
  if (!existsSync(root)) return found;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith(".tmp-")) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (relative.startsWith(`${TRASH_PREFIX}/`)) found.private.add(`/uploads/${relative.slice(TRASH_PREFIX.length + 1)}`);
    else found.public.add(`/uploads/${relative}`);
  }
  return found;
}

/** Every `/uploads/...` URL the database names anywhere: live rows, drafts, versions, trash entries. */
async function namedUrls(): Promise<string[]> {
  const prisma = await db();
  const urls = new Set<string>();
  for (const collection of COLLECTION_LIST) {
    if (collection.files.length === 0) continue;
    for (const row of await modelOf(prisma, collection).findMany({})) for (const field of collection.files) if (typeof row[field.name] === "string" && row[field.name]) urls.add(String(row[field.name]));
  }
  const kept = await prisma.$queryRaw<{ url: string }[]>`
    SELECT e.value AS url FROM content_versions v CROSS JOIN LATERAL jsonb_each_text(v.record) e WHERE e.value LIKE '/uploads/%'
    UNION SELECT e.value FROM content_drafts d CROSS JOIN LATERAL jsonb_each_text(d.record) e WHERE e.value LIKE '/uploads/%'
    UNION SELECT f.value FROM trash t CROSS JOIN LATERAL jsonb_array_elements_text(t.files) f`;
  for (const { url } of kept) urls.add(url);
  return [...urls];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the previous operation left, once the sweeps a restarted server runs have run. */
async function judge(expectation: Expectation): Promise<Verdict> {
  await sweepUploadsNow(0);
  // A restore marked `revealing` is left to the trash sweep once surely over (2 minutes): as if they had passed.
  await (await db()).$executeRaw`UPDATE trash SET updated_at = updated_at - interval '1 hour' WHERE files_state = 'revealing'`;
  await sweepTrash({ log: () => undefined });
  // The scheduler's run at start: a schedule a crash interrupted is published now.
  await publishDueDrafts();
  const state = await stateOf(expectation.id, expectation.action);
  const outcome = same(state, expectation.before) ? "old" : same(state, expectation.after) ? "new" : "half";
  const disk = filesOnDisk();
  const named = await namedUrls();
  const live = await uploadsNamedByLiveRecords(await db(), named);
  const kept = await uploadsKeptPrivately(await db(), named);
  const onDisk = new Set([...disk.public, ...disk.private]);
  return {
    operation: expectation.operation,
    killAt: expectation.killAt,
    outcome,
    state,
    orphans: [...onDisk].filter((url) => !named.includes(url)),
    missing: named.filter((url) => !onDisk.has(url)),
    // Served while nothing live names it, or private while a live record names it.
    misplaced: [...disk.public].filter((url) => !live.has(url) && kept.has(url)).concat([...disk.private].filter((url) => live.has(url))),
    pending: await (await db()).pendingUpload.count(),
  };
}

/** A fresh testimonial set up for the operation, and the operation itself. */
async function prepare(operation: CrashOperation, round: number): Promise<{ id: number; action: string; run: () => Promise<unknown> }> {
  const service = collectionService(def);
  const created = await service.create({ ...fields(`Old ${round}`), image: await image(10) }, actor);
  if (created.kind !== "created") throw new Error(`unexpected create: ${created.kind}`);
  const id = created.record.id as number;
  if (operation === "publish") {
    await saveDraft(type, id, { ...fields(`New ${round}`), image: await image(200) }, actor);
    return { id, action: "publish", run: () => publishDraft(type, id, actor) };
  }
  if (operation === "scheduled") {
    await saveDraft(type, id, { ...fields(`New ${round}`), image: await image(200) }, actor);
    await scheduleDraft(type, id, new Date(Date.now() - 1000), actor);
    return { id, action: "publish", run: () => publishDueDrafts() };
  }
  if (operation === "version-restore") {
    await service.update(id, { ...fields(`New ${round}`), image: await image(200) }, actor);
    return { id, action: "version_restore", run: () => restoreVersion(type, id, 1, false, actor) };
  }
  if (operation === "trash-restore") {
    await service.remove(id, actor);
    return { id, action: "restore", run: () => restoreFromTrash(def, id, actor) };
  }
  await saveDraft(type, id, { ...fields(`Draft ${round}`), image: await image(120) }, actor);
  await service.remove(id, actor);
  return { id, action: "purge", run: () => purgeFromTrash(def, id, actor) };
}

/** The state the operation leaves when it completes, from the state before it. */
function after(operation: CrashOperation, before: CrashState): CrashState {
  if (operation === "publish" || operation === "scheduled") return { ...before, live: before.draft, draft: null, versions: before.versions + 1, lastPublished: before.draft, activity: before.activity + 1 };
  if (operation === "version-restore") return { ...before, versions: before.versions + 1, activity: before.activity + 1 };
  if (operation === "trash-restore") return { ...before, live: before.lastPublished, trash: false, activity: before.activity + 1 };
  return { ...before, draft: null, versions: 0, lastPublished: null, trash: false, activity: before.activity + 1 };
}

try {
  if (order.judge) say("verdict", await judge(order.judge));
  if (!order.operation) {
    await closeDb();
    process.exit(0);
  }
  const { id, action, run } = await prepare(order.operation, order.round);
  const before = await stateOf(id, action);
  let expected = after(order.operation, before);
  if (order.operation === "version-restore") {
    const first = await (await db()).contentVersion.findUniqueOrThrow({ where: { collection_record_id_version: { collection: def.key, record_id: id, version: 1 } } });
    const values = first.record as Record<string, unknown>;
    const restored = { user_name: String(values.user_name), user_image: String(values.user_image) };
    expected = { ...expected, live: restored, lastPublished: restored };
  }
  say("expect", { operation: order.operation, killAt: order.killAt, id, action, before, after: expected } satisfies Expectation);
  steps = 0;
  killAt = order.killAt;
  await run();
  say("steps", steps);
  await closeDb();
  process.exit(0);
} catch (error) {
  say("error", (error as Error).stack ?? String(error));
  process.exit(1);
}
