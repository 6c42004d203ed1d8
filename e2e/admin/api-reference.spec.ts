import { expect, test } from "./support/admin-test";
import { expectNoAxeViolations } from "../support/axe";

test("the API reference: reached from the sidebar, rendered from the OpenAPI document, nothing loaded from elsewhere, accessible at 1440 and 375 px", async ({ admin }) => {
  // Axe reads every field table of the document, twice, on a shared machine.
  test.setTimeout(180_000);
  await admin.goto("/admin/dashboard");
  const origin = new URL(admin.url()).origin;
  const foreign: string[] = [];
  const refused: string[] = [];
  admin.on("request", (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith("data:")) foreign.push(request.url());
  });
  admin.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });

  await admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "API reference" }).click();
  await expect(admin).toHaveURL(/\/admin\/api-reference$/);
  await expect(admin.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();

  const document = await (await admin.request.get("/api/openapi.json")).json();
  expect(document.openapi).toBe("3.1.0");
  const list = admin.locator(`#op-${document.paths["/api/main-category"].get.operationId}`);
  await list.locator("summary").click();
  // The list answers records of the shared schema, linked to its fields.
  await list.getByRole("link", { name: "MainCategory[]" }).click();
  await expect(admin.locator("#schema-MainCategory").getByRole("table")).toBeVisible();
  await expect(admin.locator("#schema-MainCategory")).toContainText("image_alt");
  const create = admin.locator(`#op-${document.paths["/api/main-category"].post.operationId}`);
  await create.locator("summary").click();
  await expect(create).toContainText("multipart/form-data");
  await expect(create).toContainText("image/jpeg");
  await expect(admin.getByRole("heading", { name: "Error codes" })).toBeVisible();
  await expect(admin.getByRole("cell", { name: "password_change_required" })).toBeVisible();

  for (const width of [1440, 375]) {
    await admin.setViewportSize({ width, height: 900 });
    await admin.reload();
    await expect(admin.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
    // An open operation too: its field tables are checked with the rest.
    await create.locator("summary").click();
    await expect(create.getByRole("region", { name: "POST /api/main-category body" })).toBeVisible();
    await expectNoAxeViolations(admin, { tags: ["wcag2a", "wcag2aa"], seriousOnly: true, where: `${width} px` });
    // The page itself never scrolls sideways (wide tables scroll in their own region); a failure names what sticks out.
    const page = await admin.evaluate(() => ({
      fits: document.documentElement.scrollWidth <= window.innerWidth,
      out: [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && !element.parentElement?.closest("[role=region]"))
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    }));
    expect(page.fits, `no page scroll at ${width} px: ${page.out.join(" | ")}`).toBe(true);
  }
  expect(foreign).toEqual([]);
  expect(refused).toEqual([]);
});
