// Subcategories and their main categories: the parent filter and title, sub-image
// keep/clear/replace, per-field file types, delete protection, and the cache tags expired.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { call, files, uploadStatus, uploadedFiles } from "./fixtures";
import { ROUTES } from "./route-modules";

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/cache")>()), revalidateTag }));

const prisma = await db();
const subs = ROUTES.subcategories;
const categories = ROUTES.mainCategories;

async function category(title: string): Promise<number> {
  const answer = await call(categories.create, { auth: true, form: { title, image: await files.jpeg() } });
  expect(answer.status).toBe(201);
  return answer.body.data.id;
}

async function subcategory(parentId: number, extra: Record<string, File | string> = {}) {
  const answer = await call(subs.create, {
    auth: true,
    form: { main_category_id: String(parentId), title: "Carry bag", description: "<p>Strong</p>", image: await files.jpeg(), ...extra },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Record<string, string | number | null> & { id: number };
}

beforeEach(async () => {
  await prisma.subcategory.deleteMany();
  await prisma.mainCategory.deleteMany();
  revalidateTag.mockClear();
});

describe("listing", () => {
  it("lists all with main_category_id and main_category_title, or filters by ?main_category_id=", async () => {
    const bags = await category("Bags");
    const films = await category("Films");
    const a = await subcategory(bags);
    const b = await subcategory(films);
    const c = await subcategory(bags);

    const all = await call(subs.list, { url: "http://localhost/api/subcategories" });
    expect(all.body.map((r: { id: number }) => r.id)).toEqual([a.id, b.id, c.id]);
    expect(all.body[1]).toMatchObject({ main_category_id: films, main_category_title: "Films", title: "Carry bag", product_image: b.product_image, sub_image1: null });

    const filtered = await call(subs.list, { url: `http://localhost/api/subcategories?main_category_id=${bags}` });
    expect(filtered.body.map((r: { id: number }) => r.id)).toEqual([a.id, c.id]);
    expect((await call(subs.list, { url: "http://localhost/api/subcategories?main_category_id=999" })).body).toEqual([]);
    expect((await call(subs.list, { url: "http://localhost/api/subcategories?main_category_id=abc" })).status).toBe(400);

    await call(categories.update!, { method: "PUT", auth: true, params: { id: String(bags) }, form: { title: "Carry Bags" } });
    const renamed = await call(subs.list, { url: `http://localhost/api/subcategories?main_category_id=${bags}` });
    expect(renamed.body[0].main_category_title).toBe("Carry Bags");
  });
});

describe("sub-images", () => {
  it("keeps an image sent back as existingSubimgN, replaces an uploaded one, clears the rest", async () => {
    const parent = await category("Bags");
    const created = await subcategory(parent, { subimg1: await files.jpeg(), subimg2: await files.png(), subimg3: await files.gif() });
    const [one, two, three] = [created.sub_image1, created.sub_image2, created.sub_image3] as string[];
    expect(created.sub_image4).toBeNull();

    const answer = await call(subs.update!, {
      method: "PUT",
      auth: true,
      params: { id: String(created.id) },
      form: {
        main_category_id: String(parent),
        title: "Carry bag",
        description: "<p>Strong</p>",
        existingSubimg1: one,
        subimg2: await files.jpeg(),
        existingSubimg2: two,
        existingSubimg4: "",
      },
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.sub_image1).toBe(one);
    expect(data.sub_image2).toMatch(/\.jpg$/);
    expect(data.sub_image2).not.toBe(two);
    expect(data.sub_image3).toBeNull();
    expect(data.sub_image4).toBeNull();
    expect(data.product_image).toBe(created.product_image);
    expect(await uploadStatus(one)).toBe(200);
    expect(await uploadStatus(two)).toBe(404);
    expect(await uploadStatus(three)).toBe(404);
    expect(await uploadStatus(data.sub_image2)).toBe(200);
  });

  it("never stores a path sent back by the client", async () => {
    const parent = await category("Bags");
    const created = await subcategory(parent);
    const answer = await call(subs.update!, {
      method: "PUT",
      auth: true,
      params: { id: String(created.id) },
      form: { main_category_id: String(parent), title: "T", description: "<p>D</p>", existingSubimg1: "/uploads/../../etc/passwd" },
    });
    expect(answer.body.data.sub_image1).toBeNull();
  });

  it("a PDF is refused as a sub-image but accepted as the main image", async () => {
    const parent = await category("Bags");
    const before = await uploadedFiles();
    const refused = await call(subs.create, {
      auth: true,
      form: { main_category_id: String(parent), title: "T", description: "<p>D</p>", image: await files.jpeg(), subimg2: await files.pdf() },
    });
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe("Only JPEG, JPG, PNG, or GIF files are allowed for sub-images.");
    expect(await uploadedFiles()).toEqual(before);
    expect(await prisma.subcategory.count()).toBe(0);

    const accepted = await subcategory(parent, { image: await files.pdf() });
    expect(accepted.product_image).toMatch(/\.pdf$/);
  });

  it("an HTML file renamed to .jpg is refused as the main image", async () => {
    const parent = await category("Bags");
    const answer = await call(subs.create, {
      auth: true,
      form: { main_category_id: String(parent), title: "T", description: "<p>D</p>", image: await files.renamedHtml() },
    });
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe("Only JPEG, JPG, PNG, GIF, or PDF files are allowed for the main image.");
  });
});

describe("validation", () => {
  it("uses the specification's texts in the form's order", async () => {
    const parent = await category("Bags");
    const cases: Array<[Record<string, string | File>, string]> = [
      [{ title: "T", description: "<p>D</p>" }, "Please select a main category."],
      [{ main_category_id: String(parent), description: "<p>D</p>" }, "Please provide a subcategory title."],
      [{ main_category_id: String(parent), title: "T", description: "<p></p>" }, "Please provide a description."],
      [{ main_category_id: String(parent), title: "T", description: "<p>D</p>" }, "Please upload a main image for the subcategory."],
    ];
    for (const [form, message] of cases) {
      const answer = await call(subs.create, { auth: true, form });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const all = await call(subs.create, { auth: true, form: {} });
    expect(all.body.details).toEqual({
      main_category_id: "Please select a main category.",
      title: "Please provide a subcategory title.",
      description: "Please provide a description.",
      image: "Please upload a main image for the subcategory.",
    });
  });

  it("refuses a main category that does not exist, leaving no file", async () => {
    const before = await uploadedFiles();
    const answer = await call(subs.create, {
      auth: true,
      form: { main_category_id: "4242", title: "T", description: "<p>D</p>", image: await files.jpeg() },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("The selected main category does not exist.");
    expect(await uploadedFiles()).toEqual(before);
  });

  it("sanitises the description", async () => {
    const parent = await category("Bags");
    const created = await subcategory(parent, {
      description: `<p style="color: red; position: fixed">Hi<script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)" onclick="x()">link</a>`,
    });
    expect(created.description).toBe('<p style="color:red">Hi</p><a>link</a>');
  });
});

describe("main categories", () => {
  it("cannot be deleted while subcategories use them (409), then can", async () => {
    const parent = await category("Bags");
    const sub = await subcategory(parent);
    const refused = await call(categories.remove, { method: "DELETE", auth: true, params: { id: String(parent) } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This main category still has 1 subcategory. Delete or move them first.");
    expect(await prisma.mainCategory.count()).toBe(1);

    expect((await call(subs.remove, { method: "DELETE", auth: true, params: { id: String(sub.id) } })).body.message).toBe("Subcategory deleted successfully!");
    const deleted = await call(categories.remove, { method: "DELETE", auth: true, params: { id: String(parent) } });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("Category deleted successfully!");
  });

  it("a write expires the category pages and the subcategory pages that show its title", async () => {
    const parent = await category("Bags");
    expect(revalidateTag.mock.calls).toEqual([
      ["main-categories", { expire: 0 }],
      ["subcategories", { expire: 0 }],
    ]);
    revalidateTag.mockClear();
    await subcategory(parent);
    expect(revalidateTag.mock.calls).toEqual([["subcategories", { expire: 0 }]]);
    revalidateTag.mockClear();
    await call(subs.create, { auth: true, form: {} });
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
