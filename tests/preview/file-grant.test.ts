// Grants that let a signed-in administrator's browser show a file kept privately (a draft's, a
// kept version's, a trashed record's) in the admin, through the real route handlers, database
// and upload storage: POST /api/admin/file-grants needs the token; the granted address serves
// that file, never kept and never indexed; a tampered, expired or foreign grant, or none, is a
// 404; and the grant is never saved into a record, a draft or a version.
import { describe, expect, it, vi } from "vitest";
import { tamperMiddle } from "../support/tamper";

vi.mock("next/cache", async (original) => (await import("../support/memory-data-cache")).nextCacheInMemory(original));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));

const { db } = await import("@/lib/db");
const { cacheableRequest } = await import("@/lib/page-cache/cache-key");
const { FILE_GRANT_TTL_SECONDS, issueFileGrant } = await import("@/lib/preview/file-grant");
const { uploadKeyFromUrl } = await import("@/lib/uploads/upload-key");
const { GET: serveUploadRoute, HEAD: headUploadRoute } = await import("@/app/uploads/[...path]/route");
const { call, files } = await import("../content/fixtures");
const { ROUTES } = await import("../content/route-modules");
const { appRouteHandler } = await import("../support/app-route");

const prisma = await db();
const grantsRoute = await appRouteHandler("/api/admin/file-grants", "POST");
const saveDraftRoute = await appRouteHandler("/api/admin/drafts/sliders/1", "PUT");
const getDraftRoute = await appRouteHandler("/api/admin/drafts/sliders/1", "GET");

const grants = (urls: unknown, auth: boolean | string = true) => call(grantsRoute, { method: "POST", auth, json: { urls } });

/** GET (or HEAD) of an `/uploads/...` address as a browser sends it, query included. */
async function fetchUpload(address: string, method: "GET" | "HEAD" = "GET"): Promise<Response> {
  const url = new URL(address, "http://localhost");
  const segments = url.pathname.replace(/^\/uploads\//, "").split("/");
  const handler = method === "GET" ? serveUploadRoute : headUploadRoute;
  return handler(new Request(url, { method }), { params: Promise.resolve({ path: segments }) });
}

async function status(address: string): Promise<number> {
  const answer = await fetchUpload(address);
  await answer.body?.cancel();
  return answer.status;
}

/** A published slider whose draft names a new image: the image is kept privately. */
async function draftedSlider(): Promise<{ id: number; live: string; drafted: string }> {
  const made = await call(ROUTES.sliders.create, { auth: true, form: { title: "Live", description: "Live text", image: await files.jpeg() } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.data.id as number;
  const saved = await call(saveDraftRoute, { method: "PUT", auth: true, params: { collection: "sliders", id: String(id) }, form: { title: "Drafted", image: await files.png() } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { id, live: made.body.data.image, drafted: saved.body.data.record.image };
}

describe("file grants", () => {
  it("serve a privately kept file to the granted address only, for that browser and never indexed", async () => {
    await prisma.slider.deleteMany();
    const { drafted, live } = await draftedSlider();
    expect(await status(drafted)).toBe(404);

    const answer = await grants([drafted, live, "https://elsewhere.example/a.jpg", "/uploads/../secret.jpg"]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(answer.body.data).sort()).toEqual([drafted, live].sort());
    const granted = answer.body.data[drafted] as string;
    expect(granted.startsWith(`${drafted}?grant=`)).toBe(true);

    const shown = await fetchUpload(granted);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/png");
    expect(shown.headers.get("cache-control")).toBe("private, no-store");
    expect(shown.headers.get("x-robots-tag")).toBe("noindex");
    expect((await shown.arrayBuffer()).byteLength).toBeGreaterThan(50);
    // The server's page cache never keeps or answers it.
    expect(cacheableRequest("GET", granted, {})).toBeNull();
    const head = await fetchUpload(granted, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("cache-control")).toBe("private, no-store");

    // A public file is served as always, grant or not.
    const ordinary = await fetchUpload(answer.body.data[live]);
    expect(ordinary.status).toBe(200);
    expect(ordinary.headers.get("cache-control")).toContain("immutable");
    await ordinary.body?.cancel();
  });

  it("refuse a tampered, expired, foreign or missing grant with a 404", async () => {
    await prisma.slider.deleteMany();
    const { drafted } = await draftedSlider();
    const key = uploadKeyFromUrl(drafted)!;
    const grant = await issueFileGrant(key);
    expect(await status(`${drafted}?grant=${grant}`)).toBe(200);

    const [expires, mac] = grant.split(".");
    const otherFile = await issueFileGrant("2025/01/0123456789abcdef0123456789abcdef.png");
    const expired = await issueFileGrant(key, Date.now() - (FILE_GRANT_TTL_SECONDS + 5) * 1000);
    const refused = {
      none: drafted,
      empty: `${drafted}?grant=`,
      tamperedMac: `${drafted}?grant=${expires}.${tamperMiddle(mac!)}`,
      longerLife: `${drafted}?grant=${Number(expires) + 3600}.${mac}`,
      expired: `${drafted}?grant=${expired}`,
      otherFile: `${drafted}?grant=${otherFile}`,
      garbage: `${drafted}?grant=${encodeURIComponent("1.<script>")}`,
    };
    for (const [why, address] of Object.entries(refused)) expect(await status(address), why).toBe(404);
    const refusal = await fetchUpload(refused.tamperedMac);
    expect(refusal.headers.get("cache-control")).toBe("no-store");
    await refusal.body?.cancel();
  });

  it("are made for a signed-in administrator only, and never saved into a record", async () => {
    await prisma.slider.deleteMany();
    const { id, drafted } = await draftedSlider();
    for (const auth of [false, "Bearer forged"]) expect((await grants([drafted], auth)).status).toBe(401);
    for (const urls of [[], "not a list", Array.from({ length: 51 }, () => drafted)]) expect((await grants(urls)).status, JSON.stringify(urls)).toBe(400);

    const granted = (await grants([drafted])).body.data[drafted] as string;
    expect(await status(granted)).toBe(200);
    // The admin's reads keep the plain address, and no row anywhere names a grant.
    const draft = await call(getDraftRoute, { auth: true, params: { collection: "sliders", id: String(id) } });
    expect(draft.body.data.record.image).toBe(drafted);
    const stored = await prisma.$queryRaw<{ n: bigint }[]>`
      SELECT (SELECT count(*) FROM content_drafts WHERE record::text LIKE '%grant=%')
           + (SELECT count(*) FROM content_versions WHERE record::text LIKE '%grant=%')
           + (SELECT count(*) FROM sliders WHERE image LIKE '%grant=%') AS n`;
    expect(Number(stored[0]!.n)).toBe(0);
  });
});
