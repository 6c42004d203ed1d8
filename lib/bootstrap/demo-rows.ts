import type { CollectionKey } from "@/lib/content/collection-definition";
import { DEMO } from "./demo-content";
import type { DemoRecordIds } from "./demo-records";
import { PALETTES, avatarSvg, certificateSvg, landscapeSvg, logoSvg, productSvg } from "./demo-images";

/** What the demo rows are made with: files stored as the seeding goes, and the ids of the rows already made. */
export interface DemoMaker {
  image(svg: string): Promise<string>;
  png(svg: string): Promise<string>;
  pdf(title: string, lines: string[]): Promise<string>;
  ids: DemoRecordIds;
}

type Data = Record<string, unknown>;

async function rows<Item>(items: readonly Item[], row: (item: Item, i: number) => Promise<Data>): Promise<Data[]> {
  const made: Data[] = [];
  for (const [i, item] of items.entries()) made.push(await row(item, i));
  return made;
}

/**
 * The demonstration rows of each content type, made in the order of COLLECTION_LIST (a parent
 * before its children: subcategories name the main categories made before them).
 */
export const DEMO_ROWS: Record<CollectionKey, (make: DemoMaker) => Promise<Data[]>> = {
  sliders: ({ image }) => rows(DEMO.sliders, async (slide, i) => ({ ...slide, image: await image(landscapeSvg(1920, 1080, PALETTES[i % 4], i + 1)) })),
  mainCategories: ({ image }) =>
    rows(DEMO.categories, async (category, c) => ({ title: category.title, image: await image(productSvg(900, 900, PALETTES[c % 4], 20 + c, category.shape)) })),
  subcategories: async ({ image, ids }) => {
    const subcategories = DEMO.categories.flatMap((category, c) => category.subcategories.map((sub, s) => ({ category, c, sub, s })));
    return rows(subcategories, async ({ category, c, sub, s }) => {
      const mainCategoryId = ids.mainCategories?.[c];
      if (mainCategoryId === undefined) throw new Error("Demo subcategories need their main categories made first.");
      const seed = 40 + c * 10 + s;
      const extras: Record<string, string> = {};
      for (let n = 1; n <= sub.extra; n++) extras[`sub_image${n}`] = await image(productSvg(900, 900, PALETTES[(c + n) % 4], seed + n * 3, category.shape));
      return {
        main_category_id: mainCategoryId,
        title: sub.title,
        description: sub.description,
        product_image: await image(productSvg(1200, 1200, PALETTES[c % 4], seed, category.shape)),
        ...extras,
      };
    });
  },
  ebrochure: async ({ image, pdf }) => [
    {
      title: DEMO.ebrochure.title,
      description: DEMO.ebrochure.description,
      cover_image: await image(productSvg(900, 1200, PALETTES[0], 90, "bag")),
      pdf_file: await pdf(DEMO.ebrochure.title, DEMO.ebrochure.lines),
    },
  ],
  gallery: ({ image }) =>
    rows(Array.from({ length: 8 }, (_, i) => i), async (i) => {
      const svg = i % 2 === 0 ? landscapeSvg(1200, 1200, PALETTES[i % 4], 60 + i) : productSvg(1200, 1200, PALETTES[i % 4], 60 + i, (["bag", "roll", "pouch"] as const)[i % 3]);
      return { image: await image(svg) };
    }),
  ecoRevolution: async ({ image }) => [{ ...DEMO.ecoRevolution, image: await image(landscapeSvg(1200, 900, PALETTES[2], 11)) }],
  valuedClients: ({ png }) => rows(DEMO.clients, async (name, i) => ({ logo_image: await png(logoSvg(name, PALETTES[i % 4], i)) })),
  counters: async () => DEMO.counters,
  testimonials: ({ image }) =>
    rows(DEMO.testimonials, async ({ initials, ...fields }, i) => ({ ...fields, rating: 5, user_image: await image(avatarSvg(initials, PALETTES[i % 4])) })),
  aboutUs: async ({ image }) => [{ ...DEMO.aboutUs, image: await image(landscapeSvg(1200, 900, PALETTES[1], 12)) }],
  certificates: ({ image, pdf }) =>
    rows(DEMO.certificates, async (certificate, i) => ({
      cover_image: await image(certificateSvg(certificate.title, PALETTES[i % 4])),
      pdf_file: await pdf(certificate.title, certificate.lines),
    })),
};
