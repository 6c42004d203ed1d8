import { expect, freezeClock, skipPromo, test, waitForHydration } from "./fixtures";

test.beforeEach(async ({ page }) => skipPromo(page));

test("certificates carousel wraps and opens a certificate's PDF in a modal", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/certificates");
  await expect(page.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
  const carousel = page.getByRole("region", { name: "Certificates" });
  const cards = carousel.getByRole("listitem");
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText("Certificate 1");

  await carousel.getByRole("button", { name: "Previous certificate" }).click();
  await expect(cards.first()).toContainText("Certificate 3");
  await carousel.getByRole("button", { name: "Next certificate" }).click();
  await carousel.getByRole("button", { name: "Next certificate" }).click();
  await expect(cards.first()).toContainText("Certificate 2");
  await carousel.getByRole("button", { name: "Previous certificate" }).click();

  await cards.first().getByRole("button").click();
  const modal = page.getByRole("dialog", { name: "Certificate 1" });
  await expect(modal).toBeVisible();
  const frame = modal.locator("iframe");
  await expect(frame).toHaveAttribute("src", /\.pdf#toolbar=0/);
  await expect(frame).toHaveAttribute("title", "Certificate 1 (PDF)");
  const size = await modal.locator(":scope > div").boundingBox();
  expect(size!.width).toBeLessThanOrEqual(896);
  expect(size!.height).toBeLessThanOrEqual(900 * 0.85 + 1);

  // The context menu is blocked inside the viewer.
  const blocked = await modal.evaluate((dialog) => {
    const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
    dialog.querySelector("h2")!.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(blocked).toBe(true);

  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
});

test("a certificate whose PDF is missing shows the error text", async ({ page }) => {
  await page.route("**/*.pdf", (route) => route.fulfill({ status: 404, body: "" }));
  await page.route("**/proxy-image?**", (route) => route.fulfill({ status: 502, contentType: "application/json", body: '{"success":false}' }));
  await page.goto("/certificates");
  await page.getByRole("region", { name: "Certificates" }).getByRole("button", { name: /Certificate 1/ }).click();
  await expect(page.getByRole("dialog", { name: "Certificate 1" }).getByText("Invalid PDF URL or server error.")).toBeVisible();
});

test("screenshot shortcuts hide the content for 2 s", async ({ page }) => {
  await freezeClock(page);
  await page.goto("/certificates");
  await waitForHydration(page);
  const warning = page.getByText("Screenshot detected! Content hidden.");
  await expect(warning).toBeHidden();
  await page.keyboard.press("PrintScreen");
  await expect(warning).toBeVisible();
  await page.clock.runFor(2100);
  await expect(warning).toBeHidden();
  await page.keyboard.press("Meta+Shift+Digit4");
  await expect(warning).toBeVisible();
  await page.clock.runFor(2100);
  await expect(warning).toBeHidden();
});
