import { DEMO } from "../../lib/bootstrap/demo-content";
import { PAGES, expect, test } from "./fixtures";

// What a crawler or a visitor without JavaScript receives: the server's HTML only.
const html = async (request: import("@playwright/test").APIRequestContext, path: string) => {
  const response = await request.get(path, { headers: { Accept: "text/html" } });
  expect(response.status(), path).toBe(200);
  return response.text();
};

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

test("home HTML carries slides, categories, testimonials and final counter values", async ({ request }) => {
  const page = await html(request, "/");
  for (const slide of DEMO.sliders) expect(page).toContain(escapeHtml(slide.title));
  for (const category of DEMO.categories) expect(page).toContain(escapeHtml(category.title));
  for (const testimonial of DEMO.testimonials) expect(page).toContain(escapeHtml(testimonial.review_message));
  for (const counter of DEMO.counters) expect(page).toContain(`${counter.counter_value}+`);
  expect(page).toContain(escapeHtml(DEMO.ecoRevolution.title));
});

test("catalogue, detail and the other pages carry their content in the HTML", async ({ request }) => {
  const catalogue = await html(request, "/product");
  for (const category of DEMO.categories) expect(catalogue).toContain(escapeHtml(category.title));
  const links = [...catalogue.matchAll(/href="\/product\?category=(\d+)"/g)].map((match) => match[1]);
  expect(new Set(links).size).toBe(DEMO.categories.length);

  for (const [index, category] of DEMO.categories.entries()) {
    const page = await html(request, `/product?category=${links[index]}`);
    for (const sub of category.subcategories) expect(page).toContain(escapeHtml(sub.title));
  }
  const detail = await html(request, `/product?category=${links[0]}&sub=1`);
  expect(detail).toContain("Load capacity up to 8 kg");

  expect(await html(request, "/about")).toContain(escapeHtml(DEMO.aboutUs.title));
  expect(await html(request, "/ebrochure")).toContain(escapeHtml(DEMO.ebrochure.title));
  expect(await html(request, "/certificates")).toContain("Certificate 1");
  const gallery = await html(request, "/gallery");
  expect(gallery).toContain("Our Gallery");
  expect(gallery.match(/\/uploads\//g)?.length ?? 0).toBeGreaterThanOrEqual(8);
  expect(await html(request, "/contact")).toContain("Inquiry Now");
});

test("each page has its own title, description, canonical address and Open Graph tags", async ({ request, baseURL }) => {
  const titles = new Set<string>();
  for (const { path } of PAGES) {
    const page = await html(request, path);
    const title = page.match(/<title>([^<]+)<\/title>/)?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title!);
    expect(page, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
    const canonical = page.match(/<link rel="canonical" href="([^"]+)"/)?.[1]?.replace(/&amp;/g, "&");
    expect(canonical?.replace(/\/$/, ""), path).toBe(`${baseURL}${path}`.replace(/\/$/, ""));
    expect(page, path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(page, path).toMatch(/<meta property="og:url" content="[^"]+"/);
    expect(page, path).toMatch(/<meta property="og:image" content="http[^"]+"/);
    expect(page.match(/<h1[\s>]/g)?.length, path).toBe(1);
  }
  expect(titles.size).toBe(PAGES.length);
});

test("robots.txt keeps crawlers out of /admin and /api; the sitemap lists every page and product", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Disallow: \/admin/);
  expect(robots).toMatch(/Disallow: \/api/);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["", "/about", "/product", "/gallery", "/certificates", "/ebrochure", "/contact"]) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  const subcategoryCount = DEMO.categories.reduce((sum, category) => sum + category.subcategories.length, 0);
  expect(sitemap.match(/<loc>[^<]+\/product\?category=\d+<\/loc>/g)?.length).toBeGreaterThanOrEqual(DEMO.categories.length);
  expect(sitemap.match(/<loc>[^<]+\/product\?category=\d+&amp;sub=\d+<\/loc>/g)?.length).toBe(subcategoryCount);
});
