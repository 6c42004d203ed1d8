// Alternative text of image fields: declared once by the file rules (every image field has one,
// no PDF-only field does), stored as plain text of at most 150 characters, kept by an update
// that does not send it, cleared with its image, and answered by the public lists.
import { beforeEach, describe, expect, it } from "vitest";
import { ALT_TEXT_MAX, altFieldOf } from "@/lib/content/collection-definition";
import { COLLECTION_LIST, COLLECTIONS } from "@/lib/content/collections";
import { db } from "@/lib/db";
import { call, files, validInput } from "./fixtures";
import { ROUTES } from "./route-modules";

const prisma = await db();

beforeEach(async () => {
  await prisma.slider.deleteMany();
  await prisma.subcategory.deleteMany();
  await prisma.mainCategory.deleteMany();
  await prisma.galleryImage.deleteMany();
});

describe("declared by the file rules", () => {
  it("every field that takes images has an alternative text column; a PDF-only field has none", async () => {
    const columns = new Set<string>();
    for (const def of COLLECTION_LIST) {
      for (const field of def.files) {
        const takesImages = field.accept.images === "any" || field.accept.images.length > 0;
        expect(Boolean(field.altText), `${def.key}.${field.name}`).toBe(takesImages);
        const alt = altFieldOf(field);
        if (alt) {
          columns.add(`${def.model}.${alt}`);
          // The column exists (Prisma refuses to select an unknown one).
          const model = (prisma as unknown as Record<string, { findFirst(args: object): Promise<unknown> }>)[def.model];
          await model.findFirst({ select: { [alt]: true } });
        }
      }
    }
    expect(columns.size).toBe(14);
  });
});

describe("sliders", () => {
  const create = async (extra: Record<string, string> = {}) =>
    call(ROUTES.sliders.create, { auth: true, form: { ...(await validInput(COLLECTIONS.sliders)), ...extra } });

  it("stores it as plain text, answers it in the public list, keeps it on an update without it, clears it when sent empty", async () => {
    const created = await create({ image_alt: "  <b>Green</b> carry bags\n on a <script>x</script>counter " });
    expect(created.status).toBe(201);
    expect(created.body.data.image_alt).toBe("Green carry bags on a counter");
    const id = String(created.body.data.id);
    const list = await call(ROUTES.sliders.list);
    expect(list.body[0].image_alt).toBe("Green carry bags on a counter");

    const texts = { title: "Slide", description: "About it" };
    const kept = await call(ROUTES.sliders.update!, { method: "PUT", auth: true, params: { id }, form: texts });
    expect(kept.body.data.image_alt).toBe("Green carry bags on a counter");
    const cleared = await call(ROUTES.sliders.update!, { method: "PUT", auth: true, params: { id }, form: { ...texts, image_alt: "" } });
    expect(cleared.body.data.image_alt).toBe("");
  });

  it("a record saved without one has the empty default", async () => {
    expect((await create()).body.data.image_alt).toBe("");
  });

  it(`refuses more than ${ALT_TEXT_MAX} characters with the field's text, storing nothing`, async () => {
    const refused = await create({ image_alt: "x".repeat(ALT_TEXT_MAX + 1) });
    expect(refused.status).toBe(400);
    expect(refused.body.details.image_alt).toBe(`Image alternative text must be at most ${ALT_TEXT_MAX} characters.`);
    expect(await prisma.slider.count()).toBe(0);
    expect((await create({ image_alt: "é".repeat(ALT_TEXT_MAX) })).status).toBe(201);
  });
});

describe("subcategories", () => {
  it("each image has its own text, and a cleared sub-image takes its text with it", async () => {
    const parent = await call(ROUTES.mainCategories.create, { auth: true, form: { title: "Bags", image: await files.jpeg(), image_alt: "A stack of bags" } });
    expect(parent.body.data.image_alt).toBe("A stack of bags");
    const parentId = String(parent.body.data.id);
    const created = await call(ROUTES.subcategories.create, {
      auth: true,
      form: {
        main_category_id: parentId,
        title: "W-cut",
        description: "<p>Strong</p>",
        image: await files.jpeg(),
        product_image_alt: "A W-cut bag",
        subimg1: await files.png(),
        sub_image1_alt: "Its handle",
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ product_image_alt: "A W-cut bag", sub_image1_alt: "Its handle", sub_image2_alt: "" });
    const cleared = await call(ROUTES.subcategories.update!, {
      method: "PUT",
      auth: true,
      params: { id: String(created.body.data.id) },
      form: { main_category_id: parentId, title: "W-cut", description: "<p>Strong</p>" },
    });
    expect(cleared.body.data).toMatchObject({ sub_image1: null, sub_image1_alt: "", product_image_alt: "A W-cut bag" });
  });
});
