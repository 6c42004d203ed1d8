// The one public read: for every content type, its public JSON list (the real route) and the
// pages' read share one data cache entry, filled by one database read and expired by one save;
// and what a page gets is exactly its definition's public view. Next's data cache is stood in
// for by a store that keeps entries under their tags and expires them as revalidateTag does; the
// routes, the reads and the database are the real ones.
import { beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { altFieldOf, type CollectionDefinition } from "@/lib/content/collection-definition";
import type { PublicRow } from "@/lib/content/public-row";

vi.mock("next/cache", async (original) => (await import("../support/memory-data-cache")).nextCacheInMemory(original));
// A request is in progress: the reads go through the cache.
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));

const { memoryDataCache: cache } = await import("../support/memory-data-cache");
const { COLLECTION_LIST, COLLECTIONS } = await import("@/lib/content/collections");
const { publicItem, publicList } = await import("@/lib/content/public/public-read");
const { call, validInput } = await import("./fixtures");
const { ROUTES } = await import("./route-modules");

/** The keys a page row has by its definition: id, the shown fields (images with their alternative texts), the derived values. */
function viewKeys(def: CollectionDefinition): string[] {
  const alts = def.public.fields.flatMap((name) => {
    const file = def.files.find((field) => field.name === name);
    const alt = file && altFieldOf(file);
    return alt ? [alt] : [];
  });
  return ["id", ...def.public.fields, ...alts, ...Object.keys(def.public.derive ?? {})].sort();
}

const body = (def: CollectionDefinition, input: Awaited<ReturnType<typeof validInput>>) => (def.body === "json" ? { json: input } : { form: input });

/** What the pages read: the one-entry sections read the first row (or the singleton's). */
async function pageRows(def: CollectionDefinition, parentId?: number): Promise<Array<Record<string, unknown>>> {
  if (def.singleton || def.limit?.max === 1) {
    const item = await publicItem(def);
    return item ? [item] : [];
  }
  return publicList(def, { parentId });
}

beforeEach(() => {
  cache.entries.clear();
  cache.fills.length = 0;
});

describe.each(COLLECTION_LIST.map((def) => [def.key, def] as const))("%s", (key, def) => {
  it("answers its JSON list and its pages from one cache entry, which one save expires", async () => {
    const parent = def.parent && COLLECTIONS[def.parent.collection];
    const parentId = parent ? ((await call(ROUTES[parent.key].create, { auth: true, form: await validInput(parent, { suffix: " parent" }) })).body.data.id as number) : undefined;
    const created = await call(ROUTES[key].create, { auth: true, ...body(def, await validInput(def, { parentId })) });
    expect(created.status).toBe(201);
    const record = (def.multiUpload ? created.body.data[0] : created.body.data) as Record<string, unknown> & { id: number };
    cache.entries.clear();
    cache.fills.length = 0;

    const url = parentId === undefined ? "http://localhost/test" : `http://localhost/test?${def.parent!.filterParam}=${parentId}`;
    const listed = await call(ROUTES[key].list, { url });
    expect(listed.status).toBe(200);
    const json: Array<Record<string, unknown>> = def.singleton ? [listed.body] : listed.body;
    const rows = await pageRows(def, parentId);
    // One entry, filled once, under the type's own tag: the JSON answer and the page share it.
    expect(cache.fills).toEqual([JSON.stringify([["public-content", `records:${key}`], parentId === undefined ? [] : [parentId]])]);
    expect([...cache.entries.values()][0].tags).toContain(def.cacheTag);

    // The page's row is the JSON record seen through the definition's public view.
    const row = rows.find((candidate) => candidate.id === record.id)!;
    const stored = json.find((candidate) => candidate.id === record.id)!;
    expect(Object.keys(row).sort()).toEqual(viewKeys(def));
    for (const name of viewKeys(def).filter((name) => !(name in (def.public.derive ?? {})))) {
      const richText = def.fields.some((field) => field.name === name && field.kind === "richtext");
      if (richText) expect(row[name], name).toEqual(expect.stringContaining("<strong>"));
      else expect(row[name], name).toEqual(stored[name]);
    }

    const removed = await call(ROUTES[key].remove, { method: "DELETE", auth: true, params: def.singleton ? {} : { id: String(record.id) } });
    expect(removed.status).toBe(200);
    // The save expired the entry: both read the database again, once, and neither shows the record.
    expect(cache.entries.size).toBe(0);
    expect((await pageRows(def, parentId)).map((candidate) => candidate.id)).not.toContain(record.id);
    const after = await call(ROUTES[key].list, { url });
    expect(def.singleton ? after.status : after.body.map((candidate: { id: number }) => candidate.id)).toEqual(def.singleton ? 404 : expect.not.arrayContaining([record.id]));
    expect(cache.fills.filter((fill) => fill.includes(`records:${key}`))).toHaveLength(2);
    if (parent && parentId !== undefined) await call(ROUTES[parent.key].remove, { method: "DELETE", auth: true, params: { id: String(parentId) } });
  });
});

describe("public derived values", () => {
  it("keep a testimonial's rating within 1 to 5, 5 when it has none", () => {
    const rating = COLLECTIONS.testimonials.public.derive.rating;
    const at = (value: number | null) => rating({ id: 1, rating: value });
    expect([at(0), at(null), at(1), at(3.4), at(7)]).toEqual([5, 5, 1, 3, 5]);
  });

  it("list a subcategory's existing extra images in order, each with its alternative text", () => {
    const { sub_images, sub_image_alts } = COLLECTIONS.subcategories.public.derive;
    const record = { id: 1, sub_image1: "/uploads/a.jpg", sub_image1_alt: "A", sub_image2: null, sub_image2_alt: "", sub_image3: "/uploads/c.jpg", sub_image3_alt: "", sub_image4: "" };
    expect(sub_images(record)).toEqual(["/uploads/a.jpg", "/uploads/c.jpg"]);
    expect(sub_image_alts(record)).toEqual(["A", ""]);
  });
});

describe("the page rows' types, inferred from the definitions", () => {
  it("are exactly the rows the pages had before", () => {
    expectTypeOf<PublicRow<"sliders">>().toEqualTypeOf<{ id: number; title: string; description: string; image: string; image_alt: string }>();
    expectTypeOf<PublicRow<"mainCategories">>().toEqualTypeOf<{ id: number; title: string; image: string; image_alt: string }>();
    expectTypeOf<PublicRow<"subcategories">>().toEqualTypeOf<{
      id: number;
      main_category_id: number;
      title: string;
      product_image: string;
      product_image_alt: string;
      sub_images: string[];
      sub_image_alts: string[];
      description: string;
    }>();
    expectTypeOf<PublicRow<"ebrochure">>().toEqualTypeOf<{ id: number; title: string; description: string; cover_image: string; cover_image_alt: string; pdf_file: string }>();
    expectTypeOf<PublicRow<"gallery">>().toEqualTypeOf<{ id: number; image: string; image_alt: string }>();
    expectTypeOf<PublicRow<"ecoRevolution">>().toEqualTypeOf<{ id: number; title: string; description: string; image: string; image_alt: string }>();
    expectTypeOf<PublicRow<"valuedClients">>().toEqualTypeOf<{ id: number; logo_image: string; logo_image_alt: string }>();
    expectTypeOf<PublicRow<"counters">>().toEqualTypeOf<{ id: number; title: string; counter_value: number }>();
    expectTypeOf<PublicRow<"testimonials">>().toEqualTypeOf<{
      id: number;
      user_name: string;
      designation: string;
      user_image: string;
      user_image_alt: string;
      rating: number;
      review_message: string;
    }>();
    expectTypeOf<PublicRow<"aboutUs">>().toEqualTypeOf<{ id: number; title: string; description: string; image: string; image_alt: string }>();
    expectTypeOf<PublicRow<"certificates">>().toEqualTypeOf<{ id: number; cover_image: string; cover_image_alt: string; pdf_file: string }>();
  });
});
