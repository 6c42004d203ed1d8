// Public rich text is sanitised after the data cache, when a page reads it: the cache may be
// shared (Redis), and a value planted in it must not decide the HTML the site renders. Next's
// data cache is stood in for by a plain shared store the test can write to, as anyone who can
// write Redis could; the reads, the database and the rendering are the real ones.
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

const shared = vi.hoisted(() => new Map<string, unknown>());

vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  unstable_cache:
    <Args extends unknown[], Result>(read: (...args: Args) => Promise<Result>, keyParts: string[]) =>
    async (...args: Args): Promise<Result> => {
      const key = JSON.stringify([keyParts, args]);
      if (!shared.has(key)) shared.set(key, await read(...args));
      return shared.get(key) as Result;
    },
}));
// A request is in progress: the reads go through the cache.
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), connection: async () => {} }));

const { JoinOurJourney } = await import("@/components/site/home/join-our-journey");
const { COLLECTIONS } = await import("@/lib/content/collections");
const { publicItem, publicList } = await import("@/lib/content/public/public-read");
const getEBrochure = () => publicItem(COLLECTIONS.ebrochure);
const getEcoRevolution = () => publicItem(COLLECTIONS.ecoRevolution);
const getSubcategories = (parentId: number) => publicList(COLLECTIONS.subcategories, { parentId });
const { db } = await import("@/lib/db");

const HOSTILE = '<p onclick="steal()">Kept<script>alert(document.cookie)</script><img src=x onerror="alert(1)"></p>';
const plant = (name: string, args: unknown[], value: unknown) => shared.set(JSON.stringify([["public-content", name], args]), value);

beforeEach(() => shared.clear());

describe("rich text planted in the shared data cache", () => {
  it("is sanitised when the home page renders the eco-revolution entry", async () => {
    plant("records:ecoRevolution", [], [{ title: "Join us", description: HOSTILE, image: "/uploads/2024/01/a.jpg", image_alt: "" }]);
    const entry = await getEcoRevolution();
    expect(entry?.description).toBe("<p>Kept</p>");
    const html = renderToStaticMarkup(<JoinOurJourney entry={entry} />);
    expect(html).toContain("<p>Kept</p>");
    expect(html).not.toMatch(/<script|onerror|onclick/);
  });

  it("is sanitised for the e-brochure and the product descriptions", async () => {
    plant("records:ebrochure", [], { title: "Catalogue", description: HOSTILE, cover_image: "/uploads/c.jpg", cover_image_alt: "", pdf_file: "/uploads/c.pdf" });
    expect((await getEBrochure())?.description).toBe("<p>Kept</p>");
    const row = { id: 1, main_category_id: 1, title: "Bag", product_image: "/uploads/p.jpg", product_image_alt: "", sub_images: [], sub_image_alts: [] };
    plant("records:subcategories", [1], [{ ...row, description: HOSTILE }]);
    expect((await getSubcategories(1)).map((sub) => sub.description)).toEqual(["<p>Kept</p>"]);
  });

  it("keeps the record as stored in the cache, and renders it exactly as before", async () => {
    const prisma = await db();
    const stored = '<p style="color: red; position: fixed">Compost <strong>it</strong><script>x()</script></p>';
    await prisma.ecoRevolution.create({ data: { title: "Journey", description: stored, image: "/uploads/2024/01/j.jpg" } });
    const entry = await getEcoRevolution();
    expect(entry?.description).toBe('<p style="color:red">Compost <strong>it</strong></p>');
    // What the cache keeps is the row itself (in the list the JSON answer shares): no process that writes it is trusted with HTML.
    expect([...shared.values()]).toEqual([[expect.objectContaining({ description: stored })]]);
  });
});
