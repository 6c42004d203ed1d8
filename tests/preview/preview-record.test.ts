// One record's public read, `GET /api/<type>/{id}`, in and out of a preview session, through the
// real route handlers and database: with a valid session it shows the record as its draft will
// publish it (a draft-only record too, a child under its drafted parent's title), kept by
// nobody; without one it answers the published record as before, with the same single query.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", async (original) => (await import("../support/memory-data-cache")).nextCacheInMemory(original));
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));

const { db } = await import("@/lib/db");
const { queryCount } = await import("@/lib/db/query-count");
const { issuePreviewToken } = await import("@/lib/preview/preview-token");
const { call, files } = await import("../content/fixtures");
const { ROUTES } = await import("../content/route-modules");
const { appRouteHandler } = await import("../support/app-route");

const prisma = await db();
const getTestimonial = await appRouteHandler("/api/testimonials/1", "GET");
const getSubcategory = await appRouteHandler("/api/subcategories/1", "GET");
const previewToken = await issuePreviewToken("/", 1);
const withPreview = { cookie: `theme=dark; preview_session=${previewToken}` };

type Headers = Record<string, string>;
const read = (handler: typeof getTestimonial, id: number, headers?: Headers) => call(handler, { params: { id: String(id) }, headers });

async function draft(collection: string, recordId: number, record: Record<string, unknown>, draftOnly = false) {
  await prisma.contentDraft.create({ data: { collection, record_id: recordId, record: record as object, draft_only: draftOnly, author_username: "admin" } });
}

async function testimonial(name: string): Promise<Record<string, unknown> & { id: number }> {
  const made = await call(ROUTES.testimonials.create, { auth: true, form: { user_name: name, designation: "Buyer", review_message: `${name} says hi`, image: await files.jpeg() } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data;
}

beforeEach(async () => {
  await prisma.contentDraft.deleteMany();
  await prisma.testimonial.deleteMany();
});

describe("one record's public read", () => {
  it("shows the draft's values in a preview session, never stored or indexed", async () => {
    const live = await testimonial("Ann");
    await draft("testimonials", live.id, { ...live, user_name: "Ann, redrafted", rating: 3 });
    await draft("testimonials", 9300, { user_name: "Only a draft", designation: "New", review_message: "Hello", user_image: "/uploads/2025/01/new.jpg", rating: 4, position: 0 }, true);

    const previewed = await read(getTestimonial, live.id, withPreview);
    expect(previewed.status).toBe(200);
    expect(previewed.body).toMatchObject({ id: live.id, user_name: "Ann, redrafted", rating: 3, designation: "Buyer" });
    expect(previewed.headers.get("cache-control")).toBe("no-store");
    expect(previewed.headers.get("x-robots-tag")).toBe("noindex");
    const draftOnly = await read(getTestimonial, 9300, withPreview);
    expect(draftOnly.status).toBe(200);
    expect(draftOnly.body).toMatchObject({ id: 9300, user_name: "Only a draft" });
    const missing = await read(getTestimonial, 9399, withPreview);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, message: "Testimonial not found." });
    expect(missing.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("without a valid session answers the published record, with one query and no draft read", async () => {
    const live = await testimonial("Bob");
    await draft("testimonials", live.id, { ...live, user_name: "Bob, redrafted" });
    await draft("testimonials", 9301, { user_name: "Only a draft" }, true);

    const [header, payload] = previewToken.split(".");
    for (const headers of [undefined, { cookie: "theme=dark" }, { cookie: `preview_session=${header}.${payload}.forged` }]) {
      const before = queryCount.value;
      const answer = await read(getTestimonial, live.id, headers);
      expect(queryCount.value - before, JSON.stringify(headers)).toBe(1);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: live.id, user_name: "Bob" });
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("x-robots-tag")).toBeNull();
      expect((await read(getTestimonial, 9301, headers)).status).toBe(404);
    }
  });

  it("shows a child under its parent's drafted title in a preview, the published one otherwise", async () => {
    const category = await call(ROUTES.mainCategories.create, { auth: true, form: { title: "Bags", image: await files.jpeg() } });
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    const parent = category.body.data as { id: number };
    const sub = await call(ROUTES.subcategories.create, { auth: true, form: { main_category_id: String(parent.id), title: "Carry bag", description: "<p>Strong</p>", image: await files.jpeg() } });
    expect(sub.status, JSON.stringify(sub.body)).toBe(201);
    const subId = sub.body.data.id as number;
    await draft("mainCategories", parent.id, { ...category.body.data, title: "Bags, renamed" });
    await draft("subcategories", subId, { ...sub.body.data, title: "Carry bag, redrafted" });

    expect((await read(getSubcategory, subId, withPreview)).body).toMatchObject({ id: subId, title: "Carry bag, redrafted", main_category_title: "Bags, renamed" });
    expect((await read(getSubcategory, subId)).body).toMatchObject({ id: subId, title: "Carry bag", main_category_title: "Bags" });
  });
});
