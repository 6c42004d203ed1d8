// The trash (contract §7): the documented deletes move a record there with the same answer as
// before; it leaves the public lists, the pages' read and the sitemap at once and its files
// answer 404; restore puts it back (same id, same place, files served again), refused over a
// limit (400 limit_reached) or without its parent (409); purge and the TRASH_DAYS sweep delete it
// for good with its files. Next's data cache is stood in for by a store that keeps entries under
// their tags and expires them as revalidateTag does; routes, reads, storage and database are real.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/cache", async (original) => (await import("../support/memory-data-cache")).nextCacheInMemory(original));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));

const { COLLECTION_LIST, COLLECTIONS } = await import("@/lib/content/collections");
const { publicList } = await import("@/lib/content/public/public-read");
const { sweepTrash } = await import("@/lib/content/trash-sweep");
const { DAY_MS } = await import("@/lib/content/trash-entry");
const { db } = await import("@/lib/db");
const { uploadStorage } = await import("@/lib/uploads/upload-storage");
const { uploadKeyFromUrl } = await import("@/lib/uploads/upload-key");
const sitemap = (await import("@/app/sitemap")).default;
const { call, files, uploadStatus, uploadedFiles, validInput } = await import("./fixtures");
const { ROUTES } = await import("./route-modules");
const { appRouteHandler } = await import("../support/app-route");

type Def = (typeof COLLECTION_LIST)[number];

const prisma = await db();
const trashList = await appRouteHandler("/api/admin/trash", "GET");
const restoreRoute = await appRouteHandler("/api/admin/trash/sliders/1/restore", "POST");
const purgeRoute = await appRouteHandler("/api/admin/trash/sliders/1", "DELETE");

const restore = (collection: string, id: number, auth: boolean | string = true) => call(restoreRoute, { method: "POST", auth, params: { collection, id: String(id) } });
const purge = (collection: string, id: number, auth: boolean | string = true) => call(purgeRoute, { method: "DELETE", auth, params: { collection, id: String(id) } });
const remove = (def: Def, id: number) => call(ROUTES[def.key].remove, { method: "DELETE", auth: true, params: def.singleton ? {} : { id: String(id) } });

const fileUrls = (def: Def, record: Record<string, unknown>) =>
  def.files.map((field) => record[field.name]).filter((url): url is string => typeof url === "string" && url !== "");

async function publicIds(def: Def): Promise<number[]> {
  if (def.singleton) {
    const answer = await call(ROUTES[def.key].list);
    return answer.status === 200 ? [answer.body.id] : [];
  }
  return (await call(ROUTES[def.key].list)).body.map((record: { id: number }) => record.id);
}

async function pageIds(def: Def): Promise<number[]> {
  return (await publicList(def)).map((row) => row.id);
}

let parentId: number | undefined;
async function aParent(): Promise<number> {
  if (parentId !== undefined && (await prisma.mainCategory.findUnique({ where: { id: parentId } }))) return parentId;
  const created = await call(ROUTES.mainCategories.create, { auth: true, form: { title: "Parent", image: await files.jpeg() } });
  parentId = created.body.data.id as number;
  return parentId;
}

/** Makes one record of `def` through its create route; answers the record (the first one of a multi-upload). */
async function createOne(def: Def): Promise<Record<string, unknown>> {
  const input = await validInput(def, { parentId: def.parent ? await aParent() : undefined });
  if (def.multiUpload) input[def.multiUpload.formField] = [await files.jpeg()];
  const answer = await call(ROUTES[def.key].create, { auth: true, form: def.body === "multipart" ? (input as Record<string, never>) : undefined, json: def.body === "json" ? input : undefined });
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return Array.isArray(answer.body.data) ? answer.body.data[0] : answer.body.data;
}

describe("delete, restore and purge, for every content type", () => {
  it.each(COLLECTION_LIST.map((def) => [def.key, def] as const))("%s", async (_key, def) => {
    const record = await createOne(def);
    const id = record.id as number;
    const urls = fileUrls(def, record);
    expect(await publicIds(def)).toContain(id);
    expect(await pageIds(def)).toContain(id);

    const deleted = await remove(def, id);
    // The same answer as a delete always gave.
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, message: def.messages.deleted, data: { id } });
    expect(await publicIds(def)).not.toContain(id);
    expect(await pageIds(def)).not.toContain(id);
    for (const url of urls) expect(await uploadStatus(url), url).toBe(404);
    const listed = await call(trashList, { auth: true });
    expect(listed.status).toBe(200);
    const item = listed.body.data.find((entry: { collection: string; id: number }) => entry.collection === def.key && entry.id === id);
    expect(item).toMatchObject({ collection: def.key, id, deleted_by: { username: "admin" } });
    expect(typeof item.title).toBe("string");
    expect(Date.parse(item.purge_at) - Date.parse(item.deleted_at)).toBe(30 * DAY_MS);

    const restored = await restore(def.key, id);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ success: true, data: { id } });
    expect(await publicIds(def)).toContain(id);
    expect(await pageIds(def)).toContain(id);
    for (const url of urls) expect(await uploadStatus(url), url).toBe(200);
    expect((await call(trashList, { auth: true })).body.data.some((entry: { collection: string; id: number }) => entry.collection === def.key && entry.id === id)).toBe(false);

    expect((await remove(def, id)).status).toBe(200);
    const purged = await purge(def.key, id);
    expect(purged.status).toBe(200);
    expect(purged.body).toMatchObject({ success: true, data: { collection: def.key, id } });
    for (const url of urls) {
      expect(await uploadStatus(url)).toBe(404);
      expect(await uploadStorage().move(uploadKeyFromUrl(url)!, "public"), `${url} is gone for good`).toBe(false);
    }
    expect(await publicIds(def)).not.toContain(id);
    expect((await purge(def.key, id)).body).toMatchObject({ success: false, code: "not_found", message: "This item is not in the trash." });
    expect((await restore(def.key, id)).status).toBe(404);
  });
});

describe("trash rules", () => {
  it("restore puts an ordered record back in its old place", async () => {
    await prisma.mainCategory.deleteMany({ where: { subcategories: { none: {} } } });
    const made = [];
    for (const title of ["First", "Second", "Third"]) made.push((await call(ROUTES.mainCategories.create, { auth: true, form: { title, image: await files.jpeg() } })).body.data.id as number);
    const before = (await prisma.mainCategory.findMany({ orderBy: { position: "asc" }, select: { id: true } })).map((row) => row.id);
    expect((await remove(COLLECTIONS.mainCategories, made[1]!)).status).toBe(200);
    expect(await publicIds(COLLECTIONS.mainCategories)).not.toContain(made[1]);
    expect((await restore("mainCategories", made[1]!)).status).toBe(200);
    expect((await prisma.mainCategory.findMany({ orderBy: { position: "asc" }, select: { id: true } })).map((row) => row.id)).toEqual(before);
    expect((await prisma.mainCategory.findMany({ orderBy: { position: "asc" }, select: { position: true } })).map((row) => row.position)).toEqual(before.map((_, i) => i + 1));
  });

  it("a restore over the type's limit is refused with its text, and the record stays in the trash with its files private", async () => {
    await prisma.slider.deleteMany();
    const sliders = [];
    for (let n = 0; n < 3; n++) sliders.push(await createOne(COLLECTIONS.sliders));
    const trashed = sliders[0]!;
    expect((await remove(COLLECTIONS.sliders, trashed.id as number)).status).toBe(200);
    await createOne(COLLECTIONS.sliders);
    const refused = await restore("sliders", trashed.id as number);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: "limit_reached", message: COLLECTIONS.sliders.limit!.message, error: COLLECTIONS.sliders.limit!.message });
    expect(await uploadStatus(trashed.image as string)).toBe(404);
    expect(await prisma.trashEntry.findUnique({ where: { collection_record_id: { collection: "sliders", record_id: trashed.id as number } } })).toMatchObject({ files_state: "private" });
    expect(await prisma.slider.count()).toBe(3);
  });

  it("a subcategory whose main category is gone is refused with 409; with its parent back it returns", async () => {
    const category = (await call(ROUTES.mainCategories.create, { auth: true, form: { title: "Gone", image: await files.jpeg() } })).body.data.id as number;
    const sub = await createOne(COLLECTIONS.subcategories);
    await prisma.subcategory.update({ where: { id: sub.id as number }, data: { main_category_id: category } });
    // A main category that still has subcategories cannot be deleted.
    const inUse = await remove(COLLECTIONS.mainCategories, category);
    expect(inUse.status).toBe(409);
    expect(await prisma.trashEntry.count({ where: { collection: "mainCategories", record_id: category } })).toBe(0);
    expect((await remove(COLLECTIONS.subcategories, sub.id as number)).status).toBe(200);
    expect((await remove(COLLECTIONS.mainCategories, category)).status).toBe(200);
    expect((await sitemap()).some((entry) => entry.url.includes(`sub=${sub.id}`) || entry.url.endsWith(`category=${category}`))).toBe(false);

    const refused = await restore("subcategories", sub.id as number);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: "conflict" });
    expect(await uploadStatus(sub.product_image as string)).toBe(404);

    expect((await restore("mainCategories", category)).status).toBe(200);
    expect((await restore("subcategories", sub.id as number)).status).toBe(200);
    expect(await uploadStatus(sub.product_image as string)).toBe(200);
    expect((await sitemap()).some((entry) => entry.url.includes(`sub=${sub.id}`))).toBe(true);
  });

  it("the sweep purges what was deleted TRASH_DAYS ago, records and files, and nothing younger", async () => {
    const record = await createOne(COLLECTIONS.aboutUs);
    const deletedAt = Date.now();
    expect((await remove(COLLECTIONS.aboutUs, record.id as number)).status).toBe(200);
    const log: string[] = [];
    expect((await sweepTrash({ now: new Date(deletedAt + 29 * DAY_MS), log: (line) => log.push(line) })).purged).toEqual([]);
    expect(await prisma.trashEntry.count({ where: { collection: "aboutUs", record_id: record.id as number } })).toBe(1);

    const swept = await sweepTrash({ now: new Date(deletedAt + 30 * DAY_MS + 60_000), log: (line) => log.push(line) });
    expect(swept.purged).toContainEqual({ collection: "aboutUs", id: record.id });
    expect(await prisma.trashEntry.count({ where: { collection: "aboutUs", record_id: record.id as number } })).toBe(0);
    expect(await uploadStorage().move(uploadKeyFromUrl(record.image as string)!, "public")).toBe(false);
    expect(log.join("\n")).toContain(`aboutUs #${record.id}`);
    expect((await restore("aboutUs", record.id as number)).status).toBe(404);
  });

  it("files a crash left public (an interrupted delete or restore) are hidden by the sweep", async () => {
    const deleted = await createOne(COLLECTIONS.ecoRevolution);
    expect((await remove(COLLECTIONS.ecoRevolution, deleted.id as number)).status).toBe(200);
    // As if the process died after the delete's commit, before its files moved.
    await uploadStorage().move(uploadKeyFromUrl(deleted.image as string)!, "public");
    await prisma.trashEntry.updateMany({ where: { collection: "ecoRevolution", record_id: deleted.id as number }, data: { files_state: "hiding" } });
    expect(await uploadStatus(deleted.image as string)).toBe(200);

    const restoring = await createOne(COLLECTIONS.testimonials);
    expect((await remove(COLLECTIONS.testimonials, restoring.id as number)).status).toBe(200);
    // As if it died in a restore, files moved back, row not written: a fresh `revealing` is a restore in progress.
    await uploadStorage().move(uploadKeyFromUrl(restoring.user_image as string)!, "public");
    await prisma.trashEntry.updateMany({ where: { collection: "testimonials", record_id: restoring.id as number }, data: { files_state: "revealing" } });
    const log: string[] = [];
    expect((await sweepTrash({ log: (line) => log.push(line) })).settled).toBe(1);
    expect(await uploadStatus(deleted.image as string)).toBe(404);
    expect(await uploadStatus(restoring.user_image as string)).toBe(200);

    await prisma.$executeRaw`UPDATE trash SET updated_at = updated_at - interval '10 minutes' WHERE collection = 'testimonials'`;
    expect((await sweepTrash({ log: (line) => log.push(line) })).settled).toBe(1);
    expect(await uploadStatus(restoring.user_image as string)).toBe(404);
    expect(await prisma.trashEntry.count({ where: { files_state: { not: "private" } } })).toBe(0);
    // And both restore whole.
    expect((await restore("ecoRevolution", deleted.id as number)).status).toBe(200);
    expect((await restore("testimonials", restoring.id as number)).status).toBe(200);
    expect(await uploadStatus(deleted.image as string)).toBe(200);
    expect(await uploadStatus(restoring.user_image as string)).toBe(200);
  });

  it("the trash's files stay out of the served folder and the upload sweep keeps them", async () => {
    const record = await createOne(COLLECTIONS.valuedClients);
    expect((await remove(COLLECTIONS.valuedClients, record.id as number)).status).toBe(200);
    const key = uploadKeyFromUrl(record.logo_image as string)!;
    const folder = process.env.UPLOAD_DIR!;
    expect(existsSync(path.join(folder, ".trash", ...key.split("/")))).toBe(true);
    expect(existsSync(path.join(folder, ...key.split("/")))).toBe(false);
    // Kept, so not a stray.
    expect((await uploadedFiles()).some((file) => file.includes(key))).toBe(false);
    // Even noted pending by mistake, a file the trash keeps is never swept.
    const { sweepUploadsNow } = await import("@/lib/bootstrap/upload-sweep");
    await prisma.pendingUpload.create({ data: { key, created_at: new Date(Date.now() - DAY_MS) } });
    await sweepUploadsNow(1000);
    expect((await restore("valuedClients", record.id as number)).status).toBe(200);
    expect(await uploadStatus(record.logo_image as string)).toBe(200);
  });

  it("unknown types and bad ids are refused; every trash call needs the token", async () => {
    expect((await restore("siteSettings", 1)).body).toMatchObject({ code: "not_found", message: "No such content type." });
    expect((await purge("nothing", 1)).status).toBe(404);
    expect((await restore("sliders", 0)).status).toBe(400);
    expect((await call(trashList)).status).toBe(401);
    expect((await restore("sliders", 1, false)).status).toBe(401);
    expect((await purge("sliders", 1, "Bearer forged")).status).toBe(401);
  });
});
