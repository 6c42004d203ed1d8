// DELETE /api/admin/demo-content: the dashboard's one action that takes the demonstration content
// away, records and files, and expires the public pages that showed it. Like the documented deletes
// (contract §7) it moves them to the trash: off the public site at once, restorable with their files.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as removeDemoRoute } from "@/app/api/admin/demo-content/route";
import { seedDemoContent } from "@/lib/bootstrap/seed-demo-content";
import { SEEDED_KEY, DEMO_RECORDS_KEY } from "@/lib/bootstrap/demo-records";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { modelOf } from "@/lib/db/model-delegate";
import { db } from "@/lib/db";
import { listTrash, restoreFromTrash } from "@/lib/content/trash-service";
import { COLLECTIONS } from "@/lib/content/collections";
import { api, bearer, call, createAdmin, tokenFor } from "../auth/support/auth-api";

const mocks = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock("next/cache", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/cache")>()), revalidateTag: mocks.revalidateTag }));

const removeDemo = (token?: string) => call(removeDemoRoute, "DELETE", "/api/admin/demo-content", undefined, token ? bearer(token) : {});

/** The files served (the public place), or those kept privately for the trash and versions (under `.trash/`). */
function uploadedFiles(place: "public" | "trash" = "public"): string[] {
  const dir = place === "public" ? process.env.UPLOAD_DIR! : path.join(process.env.UPLOAD_DIR!, ".trash");
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => !f.split(path.sep).includes(".trash") && fs.statSync(path.join(dir, f)).isFile())
    .map((f) => `/uploads/${f.split(path.sep).join("/")}`);
}

let token: string;
beforeAll(async () => {
  await createAdmin();
  token = await tokenFor();
  expect(await seedDemoContent(await db(), () => {})).toBe(true);
}, 120_000);

describe("demo content on the dashboard", () => {
  it("answers 401 without a token and removes nothing", async () => {
    const before = await (await db()).testimonial.count();
    const answer = await removeDemo();
    expect(answer.status).toBe(401);
    expect(await (await db()).testimonial.count()).toBe(before);
  });

  it("counts the demo records, then moves them with their files to the trash; the administrator's own content stays", async () => {
    const prisma = await db();
    const seededFiles = uploadedFiles();
    // The administrator's own content, one of it under a demo main category.
    const demoCategory = await prisma.mainCategory.findFirstOrThrow({ orderBy: { id: "asc" } });
    const ownFile = "/uploads/own/mine.png";
    fs.mkdirSync(path.join(process.env.UPLOAD_DIR!, "own"), { recursive: true });
    fs.writeFileSync(path.join(process.env.UPLOAD_DIR!, "own", "mine.png"), "own bytes");
    const ownSub = await prisma.subcategory.create({ data: { main_category_id: demoCategory.id, title: "Mine", description: "<p>Mine</p>", product_image: ownFile } });
    const ownCounter = await prisma.counter.create({ data: { title: "Real clients", counter_value: 12 } });

    let total = 0;
    for (const def of COLLECTION_LIST) total += await modelOf(prisma, def).count();
    const before = await api.dashboard(bearer(token));
    expect(before.body.data.demoContent).toEqual({ records: total - 2 });

    mocks.revalidateTag.mockReset();
    const answer = await removeDemo(token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.body.data).toEqual({ removed: total - 3, files: seededFiles.length - 1, kept: 1 });
    expect(answer.body.message).toBe(`Moved ${total - 3} demo records and ${seededFiles.length - 1} files to the trash.`);

    // Only the main category the administrator's subcategory uses is left of the demo content.
    expect(await prisma.mainCategory.findMany({ select: { id: true } })).toEqual([{ id: demoCategory.id }]);
    expect(await prisma.subcategory.findMany({ select: { id: true } })).toEqual([{ id: ownSub.id }]);
    expect(await prisma.counter.findMany({ select: { id: true } })).toEqual([{ id: ownCounter.id }]);
    for (const def of COLLECTION_LIST.filter((d) => !["mainCategories", "subcategories", "counters"].includes(d.key))) {
      expect(await modelOf(prisma, def).count(), def.key).toBe(0);
    }
    expect(uploadedFiles().sort()).toEqual([demoCategory.image, ownFile].sort());
    // Their files are kept privately, each one, while the trash needs them.
    expect(uploadedFiles("trash").sort()).toEqual(seededFiles.filter((file) => file !== demoCategory.image).sort());

    // The Trash lists every one of them, deleted by the account that asked.
    const trash = await listTrash();
    expect(trash).toHaveLength(total - 3);
    expect(new Set(trash.map((item) => item.deleted_by?.username))).toEqual(new Set(["admin"]));
    expect(trash.filter((item) => item.collection === "mainCategories").map((item) => item.id)).not.toContain(demoCategory.id);

    // Every public page that showed a removed type is expired, as after any save.
    const expired = new Set(mocks.revalidateTag.mock.calls.map(([tag]) => tag as string));
    expect(expired).toEqual(new Set(COLLECTION_LIST.map((def) => def.cacheTag)));

    const after = await api.dashboard(bearer(token));
    expect(after.body.data.demoContent).toEqual({ records: 1 });
    // Seeding never runs again after the removal.
    expect(await seedDemoContent(prisma, () => {})).toBe(false);
    expect(await prisma.testimonial.count()).toBe(0);
  });

  it("a second removal has nothing left to remove but the category still in use", async () => {
    const answer = await removeDemo(token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ removed: 0, files: 0, kept: 1 });
    expect(answer.body.message).toBe("There is no demo content to remove.");
  });

  it("a demo record restored from the trash comes back with its file and is the administrator's own from then on", async () => {
    const prisma = await db();
    const [entry] = (await listTrash()).filter((item) => item.collection === "testimonials");
    expect(entry).toBeTruthy();
    const restored = await restoreFromTrash(COLLECTIONS.testimonials, entry!.id);
    expect(restored.id).toBe(entry!.id);
    const image = String(restored.user_image);
    expect(uploadedFiles()).toContain(image);
    expect(uploadedFiles("trash")).not.toContain(image);
    expect(await prisma.testimonial.count()).toBe(1);
    // Not demo content any more: the dashboard still counts only the category in use, and a
    // further removal leaves the restored record where it is.
    expect((await api.dashboard(bearer(token))).body.data.demoContent).toEqual({ records: 1 });
    expect((await removeDemo(token)).body.data).toEqual({ removed: 0, files: 0, kept: 1 });
    expect(await prisma.testimonial.count()).toBe(1);
    await prisma.testimonial.deleteMany();
  });

  it("a site seeded before the ids were kept: every record no newer than the seeding is demo", async () => {
    const prisma = await db();
    await prisma.setting.delete({ where: { key: DEMO_RECORDS_KEY } });
    const seededAt = new Date(Date.now() - 60_000);
    await prisma.setting.update({ where: { key: SEEDED_KEY }, data: { value: seededAt.toISOString() } });
    const old = await prisma.testimonial.create({ data: { user_name: "Old", designation: "Demo", user_image: "/uploads/x.jpg", review_message: "Demo", created_at: new Date(seededAt.getTime() - 1000) } });
    await prisma.testimonial.create({ data: { user_name: "New", designation: "Mine", user_image: "/uploads/y.jpg", review_message: "Mine" } });
    await prisma.mainCategory.updateMany({ data: { created_at: new Date() } });
    expect((await api.dashboard(bearer(token))).body.data.demoContent).toEqual({ records: 1 });
    const answer = await removeDemo(token);
    expect(answer.body.data.removed).toBe(1);
    expect(await prisma.testimonial.findMany({ select: { user_name: true } })).toEqual([{ user_name: "New" }]);
    expect(await prisma.testimonial.findUnique({ where: { id: old.id } })).toBeNull();
  });
});
