// The trash with S3_BUCKET set (a real s3rver): a trashed record's objects move under the
// bucket's private `.trash/` prefix, which /uploads/... never serves; restore moves them back
// and purge deletes them. UPLOAD_DIR is never written.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sweepTrash } from "@/lib/content/trash-sweep";
import { DAY_MS } from "@/lib/content/trash-entry";
import { uploadKey } from "@/lib/uploads/upload-key";
import { s3BucketForFile } from "../support/s3-bucket-for-file";
import { appRouteHandler } from "../support/app-route";
import { call, files, uploadStatus, uploadedFiles } from "./fixtures";
import { ROUTES } from "./route-modules";

const bucket = `trash-${randomBytes(6).toString("hex")}`;
const s3 = s3BucketForFile(bucket);
const restoreRoute = await appRouteHandler("/api/admin/trash/subcategories/1/restore", "POST");
const purgeRoute = await appRouteHandler("/api/admin/trash/subcategories/1", "DELETE");

const keyOf = (url: string) => url.replace(/^\/uploads\//, "");

describe("the trash in an S3 bucket", () => {
  it("delete hides a subcategory's objects, restore brings them back, purge removes them", async () => {
    const category = await call(ROUTES.mainCategories.create, { auth: true, form: { title: "Bags", image: await files.jpeg() } });
    const parent = keyOf(category.body.data.image);
    const created = await call(ROUTES.subcategories.create, {
      auth: true,
      form: { main_category_id: String(category.body.data.id), title: "Carry bag", description: "<p>Strong</p>", image: await files.jpeg(), subimg1: await files.png() },
    });
    expect(created.status).toBe(201);
    const id = String(created.body.data.id);
    const urls: string[] = [created.body.data.product_image, created.body.data.sub_image1];
    const keys = urls.map(keyOf);
    expect(await s3().keys(bucket)).toEqual([parent, ...keys].sort());

    expect((await call(ROUTES.subcategories.remove, { method: "DELETE", auth: true, params: { id } })).status).toBe(200);
    expect(await s3().keys(bucket)).toEqual([...keys.map((key) => `.trash/${key}`), parent].sort());
    for (const url of urls) expect(await uploadStatus(url)).toBe(404);
    // The private prefix is no address: /uploads/.trash/... is refused before the bucket is asked.
    expect(uploadKey([".trash", ...keys[0]!.split("/")])).toBeNull();

    expect((await call(restoreRoute, { method: "POST", auth: true, params: { collection: "subcategories", id } })).status).toBe(200);
    expect(await s3().keys(bucket)).toEqual([parent, ...keys].sort());
    for (const url of urls) expect(await uploadStatus(url)).toBe(200);

    expect((await call(ROUTES.subcategories.remove, { method: "DELETE", auth: true, params: { id } })).status).toBe(200);
    expect((await call(purgeRoute, { method: "DELETE", auth: true, params: { collection: "subcategories", id } })).status).toBe(200);
    expect(await s3().keys(bucket)).toEqual([parent]);
    expect(await uploadedFiles()).toEqual([]);
  });

  it("the TRASH_DAYS sweep purges the objects too", async () => {
    const created = await call(ROUTES.gallery.create, { auth: true, form: { images: [await files.jpeg()] } });
    const record = created.body.data[0];
    const before = await s3().keys(bucket);
    expect((await call(ROUTES.gallery.remove, { method: "DELETE", auth: true, params: { id: String(record.id) } })).status).toBe(200);
    expect(await s3().keys(bucket)).toContain(`.trash/${keyOf(record.image)}`);
    const swept = await sweepTrash({ now: new Date(Date.now() + 31 * DAY_MS), log: () => {} });
    expect(swept.purged).toContainEqual({ collection: "gallery", id: record.id });
    expect(await s3().keys(bucket)).toEqual(before.filter((key) => key !== keyOf(record.image)));
  });
});
