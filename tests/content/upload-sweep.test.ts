// A crash during an upload leaves a pending row and a file no record names: the sweep removes
// both once the row is older than the grace period, never before, never a file a committed record
// names, and only one sweep runs at a time. Real database, real upload folder.
import { mkdir, symlink, utimes, writeFile, access } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { sweepUploadsNow } from "@/lib/bootstrap/upload-sweep";
import { uploadsNamedByRecords } from "@/lib/content/uploads-named-by-records";
import { db } from "@/lib/db";
import { UPLOAD_ACCEPT } from "@/lib/uploads/accept";
import { storeUpload } from "@/lib/uploads/store-file";
import { sweepPendingUploads } from "@/lib/uploads/sweep-pending-uploads";
import { uploadStorage } from "@/lib/uploads/upload-storage";
import { call, files, uploadStatus, uploadedFiles } from "./fixtures";
import { ROUTES } from "./route-modules";

const prisma = await db();
const GRACE_MS = 60_000;
const uploads = () => process.env.UPLOAD_DIR!;
const exists = (file: string) => access(file).then(() => true, () => false);
const pendingKeys = async () => (await prisma.pendingUpload.findMany({ orderBy: { key: "asc" } })).map((row) => row.key);
/** Makes every pending row look as old as a crash two grace periods ago. */
const ageAll = () => prisma.$executeRaw`UPDATE pending_uploads SET created_at = created_at - interval '2 minutes'`;
const keyOf = (url: string) => url.replace(/^\/uploads\//, "");

/** What a kill -9 between storing the file and committing its record leaves: a pending row and the file. */
async function crashedUpload(): Promise<string> {
  const stored = await storeUpload(await files.jpeg(), UPLOAD_ACCEPT.anyImage);
  return stored.key;
}

describe("the upload sweep", () => {
  it("notes an upload as pending before its bytes are written, and a committed save claims it", async () => {
    const storage = uploadStorage();
    const put = storage.put.bind(storage);
    const pendingAtWrite: boolean[] = [];
    const spy = vi.spyOn(storage, "put").mockImplementation(async (key, data, type) => {
      pendingAtWrite.push((await prisma.pendingUpload.count({ where: { key } })) === 1);
      return put(key, data, type);
    });
    try {
      const created = await call(ROUTES.mainCategories.create, { auth: true, form: { title: "Pending first", image: await files.jpeg() } });
      expect(created.status).toBe(201);
      expect(pendingAtWrite).toEqual([true]);
      expect(await pendingKeys()).toEqual([]);
      const id = String(created.body.data.id);
      // The replaced file is removed after the commit and leaves no pending row either.
      const updated = await call(ROUTES.mainCategories.update!, { method: "PUT", auth: true, params: { id }, form: { title: "Pending first", image: await files.png() } });
      expect(updated.status).toBe(200);
      expect(await uploadStatus(created.body.data.image)).toBe(404);
      expect(await pendingKeys()).toEqual([]);
      expect((await call(ROUTES.mainCategories.remove, { method: "DELETE", auth: true, params: { id } })).status).toBe(200);
      expect(await pendingKeys()).toEqual([]);
      expect(await uploadedFiles()).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it("removes the file and the row a crash left, after the grace period and not before", async () => {
    const key = await crashedUpload();
    // A second upload cut short while its bytes were written: only its temporary file is there.
    const cutShort = "2020/01/0123456789abcdef0123456789abcdef.png";
    await prisma.pendingUpload.create({ data: { key: cutShort } });
    await mkdir(path.join(uploads(), "2020/01"), { recursive: true });
    await writeFile(path.join(uploads(), "2020/01/.tmp-0123456789abcdef0123456789abcdef.png"), "half a file");
    expect(await pendingKeys()).toEqual([cutShort, key].sort());

    const early = await sweepUploadsNow(GRACE_MS);
    expect(early).toMatchObject({ ran: true, removed: [], forgotten: 0, temporary: [] });
    expect(await exists(path.join(uploads(), key))).toBe(true);
    expect(await pendingKeys()).toHaveLength(2);

    await ageAll();
    const swept = await sweepUploadsNow(GRACE_MS);
    expect(swept).toMatchObject({ ran: true, removed: [key], forgotten: 2 });
    expect(await uploadedFiles()).toEqual([]);
    expect(await pendingKeys()).toEqual([]);
    // Idempotent: nothing left to do.
    expect(await sweepUploadsNow(GRACE_MS)).toMatchObject({ ran: true, removed: [], forgotten: 0 });
  });

  it("never removes a file a committed record names, even with a pending row left for it", async () => {
    const created = await call(ROUTES.gallery.create, { auth: true, form: { images: [await files.jpeg(), await files.png()] } });
    expect(created.status).toBe(201);
    const urls: string[] = created.body.data.map((record: { image: string }) => record.image);
    // A row the claim should have taken (a lost claim), old enough to be swept.
    await prisma.pendingUpload.createMany({ data: urls.map((url) => ({ key: keyOf(url) })) });
    const orphan = await crashedUpload();
    await ageAll();
    expect(await uploadsNamedByRecords(prisma, [...urls, `/uploads/${orphan}`])).toEqual(new Set(urls));

    const swept = await sweepUploadsNow(GRACE_MS);
    expect(swept).toMatchObject({ ran: true, removed: [orphan], forgotten: 3 });
    for (const url of urls) expect(await uploadStatus(url)).toBe(200);
    expect(await pendingKeys()).toEqual([]);
    for (const record of created.body.data) await call(ROUTES.gallery.remove, { method: "DELETE", auth: true, params: { id: String(record.id) } });
  });

  it("a save whose files were swept meanwhile commits nothing and leaves nothing", async () => {
    const original = prisma.$transaction.bind(prisma);
    // Between storing the file and the record's transaction the grace period runs out and a sweep runs.
    const spy = vi.spyOn(prisma, "$transaction").mockImplementationOnce((async (...args: Parameters<typeof original>) => {
      await ageAll();
      await sweepUploadsNow(GRACE_MS);
      return original(...args);
    }) as typeof prisma.$transaction);
    const answer = await call(ROUTES.mainCategories.create, { auth: true, form: { title: "Too slow", image: await files.jpeg() } });
    spy.mockRestore();
    expect(answer.status).toBe(503);
    expect(await prisma.mainCategory.count({ where: { title: "Too slow" } })).toBe(0);
    expect(await uploadedFiles()).toEqual([]);
    expect(await pendingKeys()).toEqual([]);
  });

  it("removes stale temporary files of interrupted writes, keeps fresh ones and never follows a link", async () => {
    const folder = path.join(uploads(), "2019/12");
    await mkdir(folder, { recursive: true });
    const stale = path.join(folder, ".tmp-0c1d2e3f4a5b6c7d");
    const fresh = path.join(folder, ".tmp-fresh0123456789");
    const target = path.join(uploads(), "..", "outside.txt");
    await writeFile(stale, "old");
    await writeFile(fresh, "new");
    await writeFile(target, "not ours");
    await symlink(target, path.join(folder, ".tmp-link"));
    const old = new Date(Date.now() - 2 * GRACE_MS);
    await utimes(stale, old, old);

    const swept = await sweepUploadsNow(GRACE_MS);
    expect(swept.temporary).toEqual(["2019/12/.tmp-0c1d2e3f4a5b6c7d"]);
    expect(await exists(stale)).toBe(false);
    expect(await exists(fresh)).toBe(true);
    expect(await exists(target)).toBe(true);
  });

  it("two sweeps at once: one does the work, neither fails, each file is removed once", async () => {
    const keys = await Promise.all([crashedUpload(), crashedUpload(), crashedUpload()]);
    await ageAll();
    const storage = uploadStorage();
    const removals: string[] = [];
    // The real storage, slowed down so the two sweeps overlap.
    const slow = {
      ...storage,
      remove: async (key: string) => {
        removals.push(key);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return storage.remove(key);
      },
    };
    const options = { graceMs: GRACE_MS, storage: slow, namedByRecords: uploadsNamedByRecords, log: () => {} };
    const outcomes = await Promise.all([sweepPendingUploads(prisma, options), sweepPendingUploads(prisma, options)]);
    expect(outcomes.flatMap((outcome) => outcome.removed).sort()).toEqual([...keys].sort());
    expect(outcomes.filter((outcome) => outcome.removed.length > 0)).toHaveLength(1);
    expect(removals.sort()).toEqual([...keys].sort());
    expect(await pendingKeys()).toEqual([]);
    for (const key of keys) expect(await exists(path.join(uploads(), key))).toBe(false);
  });
});
