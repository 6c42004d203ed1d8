// A draft's new file has no public moment (contract §7: a draft changes nothing public): it is
// written straight into the private place, so its address is a 404 from the moment its bytes
// exist, through the save, until the publish makes it public. The documented writes still store
// theirs where they are served. Real route handlers, database and upload storage.
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", async (original) => (await import("../support/memory-data-cache")).nextCacheInMemory(original));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));

const { db } = await import("@/lib/db");
const { uploadStorage } = await import("@/lib/uploads/upload-storage");
const { call, files, uploadStatus } = await import("../content/fixtures");
const { ROUTES } = await import("../content/route-modules");
const { appRouteHandler } = await import("../support/app-route");

const prisma = await db();
const createDraftRoute = await appRouteHandler("/api/admin/drafts/sliders", "POST");
const saveDraftRoute = await appRouteHandler("/api/admin/drafts/sliders/1", "PUT");
const publishRoute = await appRouteHandler("/api/admin/drafts/sliders/1/publish", "POST");

const params = (id?: number) => ({ collection: "sliders", ...(id !== undefined && { id: String(id) }) });
const publicPath = (url: string) => path.join(process.env.UPLOAD_DIR!, ...url.replace(/^\/uploads\//, "").split("/"));

/**
 * What GET of each stored file's address answered the moment its bytes were written, before the
 * write that names it committed: the window in which a file stored publicly would leak.
 */
function statusesRightAfterPut(): number[] {
  const storage = uploadStorage();
  const put = storage.put.bind(storage);
  const seen: number[] = [];
  vi.spyOn(storage, "put").mockImplementation(async (key, data, contentType, place) => {
    await put(key, data, contentType, place);
    seen.push(await uploadStatus(`/uploads/${key}`));
  });
  return seen;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a draft's new file", () => {
  it("is never public between its upload and its publish", async () => {
    await prisma.slider.deleteMany();
    const live = await call(ROUTES.sliders.create, { auth: true, form: { title: "Live", description: "Live text", image: await files.jpeg() } });
    expect(live.status, JSON.stringify(live.body)).toBe(201);
    const id = live.body.data.id as number;

    const seen = statusesRightAfterPut();
    const saved = await call(saveDraftRoute, { method: "PUT", auth: true, params: params(id), form: { title: "Drafted", image: await files.png() } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const drafted = saved.body.data.record.image as string;
    expect(seen).toEqual([404]);
    expect(existsSync(publicPath(drafted))).toBe(false);
    expect(await uploadStatus(drafted)).toBe(404);

    const published = await call(publishRoute, { method: "POST", auth: true, params: params(id), json: {} });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await uploadStatus(drafted)).toBe(200);
  });

  it("of a record that exists only as a draft is private too, and public once published", async () => {
    await prisma.slider.deleteMany();
    const seen = statusesRightAfterPut();
    const created = await call(createDraftRoute, { method: "POST", auth: true, params: params(), form: { title: "New", description: "New text", image: await files.gif() } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, record } = created.body.data as { id: number; record: { image: string } };
    expect(seen).toEqual([404]);
    expect(await uploadStatus(record.image)).toBe(404);

    expect((await call(publishRoute, { method: "POST", auth: true, params: params(id), json: {} })).status).toBe(200);
    expect(await uploadStatus(record.image)).toBe(200);
  });

  it("leaves the documented writes as they were: their files are public as they are stored", async () => {
    await prisma.slider.deleteMany();
    const seen = statusesRightAfterPut();
    const made = await call(ROUTES.sliders.create, { auth: true, form: { title: "Direct", description: "Direct text", image: await files.jpeg() } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(seen).toEqual([200]);
    expect(await uploadStatus(made.body.data.image)).toBe(200);
  });
});
