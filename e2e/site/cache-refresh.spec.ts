import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

// The site server is started with these (playwright.config.ts / e2e/start-server.mjs).
const ADMIN = { username: "admin", password: "e2e-admin-password" };

test("an admin save shows on the public pages at once (no stale cached page)", async ({ request }) => {
  const login = await request.post("/logAdmin", { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = await login.json();
  const auth = { Authorization: `Bearer ${token}` };
  const title = `Cache Check ${Date.now()}`;

  const before = await (await request.get("/product", { headers: { Accept: "text/html" } })).text();
  expect(before).not.toContain(title);

  const image = fs.readFileSync(path.resolve("public/images/placeholder-green-living.jpg"));
  const created = await request.post("/api/main-category", {
    headers: auth,
    multipart: { title, image: { name: "category.jpg", mimeType: "image/jpeg", buffer: image } },
  });
  expect(created.status()).toBeLessThan(300);
  const { data } = await created.json();
  try {
    const after = await (await request.get("/product", { headers: { Accept: "text/html" } })).text();
    expect(after).toContain(title);
    const empty = await (await request.get(`/product?category=${data.id}`, { headers: { Accept: "text/html" } })).text();
    expect(empty).toContain("No subcategories found for this category.");
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`/product?category=${data.id}</loc>`);
  } finally {
    expect((await request.delete(`/api/main-category/${data.id}`, { headers: auth })).ok()).toBe(true);
  }
  const removed = await (await request.get("/product", { headers: { Accept: "text/html" } })).text();
  expect(removed).not.toContain(title);
});
