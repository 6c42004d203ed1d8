// Content writes with S3_BUCKET set (a real s3rver): a record's files live in the bucket, are
// served at /uploads/..., leave the served place after a replace or a delete (kept privately while
// a version or the trash names them, deleted once purged), and a failed
// database write leaves no object behind. UPLOAD_DIR is never written.
import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { sweepUploadsNow } from "@/lib/bootstrap/upload-sweep";
import { db } from "@/lib/db";
import { UPLOAD_ACCEPT } from "@/lib/uploads/accept";
import { storeUpload } from "@/lib/uploads/store-file";
import { s3BucketForFile } from "../support/s3-bucket-for-file";
import { call, files, uploadStatus, uploadedFiles } from "./fixtures";
import { ROUTES } from "./route-modules";
import { appRouteHandler } from "../support/app-route";

const prisma = await db();
const bucket = `content-${randomBytes(6).toString("hex")}`;
const s3 = s3BucketForFile(bucket);

const purgeRoute = await appRouteHandler("/api/admin/trash/mainCategories/1", "DELETE");
const keyOf = (url: string) => url.replace(/^\/uploads\//, "");

describe("content files in an S3 bucket", () => {
  it("a main category's image: created, listed, served, replaced and deleted through the bucket", async () => {
    const categories = ROUTES.mainCategories;
    const created = await call(categories.create, { auth: true, form: { title: "Bags", image: await files.jpeg() } });
    expect(created.status).toBe(201);
    const first: string = created.body.data.image;
    expect(await s3().keys(bucket)).toEqual([keyOf(first)]);

    const listed = await call(categories.list);
    expect(listed.body).toEqual([expect.objectContaining({ id: created.body.data.id, title: "Bags", image: first })]);
    expect(await uploadStatus(first)).toBe(200);

    const id = String(created.body.data.id);
    const updated = await call(categories.update!, { method: "PUT", auth: true, params: { id }, form: { title: "Bags", image: await files.png() } });
    expect(updated.status).toBe(200);
    const second: string = updated.body.data.image;
    expect(second).not.toBe(first);
    // Replaced: off the public site, kept privately while the first version names it.
    expect(await s3().keys(bucket)).toEqual([`.trash/${keyOf(first)}`, keyOf(second)].sort());
    expect(await uploadStatus(first)).toBe(404);
    expect(await uploadStatus(second)).toBe(200);

    const removed = await call(categories.remove, { method: "DELETE", auth: true, params: { id } });
    expect(removed.status).toBe(200);
    // In the trash: kept privately, not served; purged (with its versions), gone.
    expect(await s3().keys(bucket)).toEqual([`.trash/${keyOf(first)}`, `.trash/${keyOf(second)}`].sort());
    expect(await uploadStatus(second)).toBe(404);
    expect((await call(purgeRoute, { method: "DELETE", auth: true, params: { collection: "mainCategories", id } })).status).toBe(200);
    expect(await s3().keys(bucket)).toEqual([]);
    expect(await uploadedFiles()).toEqual([]);
  });

  it("a database write that fails after the files were stored leaves no object behind", async () => {
    // Another writer fills the sliders after this request passed its early limit check.
    const original = prisma.$transaction.bind(prisma);
    const spy = vi.spyOn(prisma, "$transaction").mockImplementationOnce((async (...args: Parameters<typeof original>) => {
      await prisma.slider.createMany({ data: [1, 2, 3].map((n) => ({ title: `T${n}`, description: "D", image: `/uploads/none-${n}.jpg` })) });
      return original(...args);
    }) as typeof prisma.$transaction);
    const answer = await call(ROUTES.sliders.create, { auth: true, form: { title: "T", description: "D", image: await files.jpeg() } });
    spy.mockRestore();
    expect(answer.status).toBe(400);
    expect(await prisma.slider.count()).toBe(3);
    expect(await s3().keys(bucket)).toEqual([]);
    expect(await uploadedFiles()).toEqual([]);
  });

  it("the sweep removes an object a crash left in the bucket once its grace period is over, and keeps a record's", async () => {
    const created = await call(ROUTES.mainCategories.create, { auth: true, form: { title: "Kept", image: await files.jpeg() } });
    expect(created.status).toBe(201);
    const kept = keyOf(created.body.data.image);
    // Stored, then the process died before the record was committed.
    const crashed = await storeUpload(await files.png(), UPLOAD_ACCEPT.anyImage);
    expect(await s3().keys(bucket)).toEqual([kept, crashed.key].sort());

    expect(await sweepUploadsNow(60_000)).toMatchObject({ ran: true, removed: [] });
    expect(await s3().keys(bucket)).toEqual([kept, crashed.key].sort());

    await prisma.$executeRaw`UPDATE pending_uploads SET created_at = created_at - interval '2 minutes'`;
    expect(await sweepUploadsNow(60_000)).toMatchObject({ ran: true, removed: [crashed.key], temporary: [] });
    expect(await s3().keys(bucket)).toEqual([kept]);
    expect(await prisma.pendingUpload.count()).toBe(0);
    expect(await uploadStatus(created.body.data.image)).toBe(200);
    expect(await uploadedFiles()).toEqual([]);
  });
});
