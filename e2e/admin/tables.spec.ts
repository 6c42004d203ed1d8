import { DEMO } from "../../lib/bootstrap/demo-content";
import { expect, openScreen, test } from "./support/admin-test";

test("testimonials table: search by name, sort by a column header both ways, moves only in the stored order", async ({ admin: page }) => {
  await openScreen(page, "/admin/testimonials", "Testimonials");
  const table = page.locator("table");
  const names = () => table.locator("tbody tr td:nth-child(2)").allInnerTexts();
  await expect(table.getByRole("button", { name: /^Move .* up$/ }).first()).toBeAttached();

  const [priya, rahul] = DEMO.testimonials;
  const search = page.getByRole("searchbox", { name: "Search Testimonials" });
  await search.fill(priya.user_name.split(" ")[1].toLowerCase());
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table.locator("tbody tr")).toContainText(priya.user_name);
  // A filtered list has no stored order to move in.
  await expect(table.getByRole("button", { name: /^Move / })).toHaveCount(0);
  await search.fill("nobody by this name");
  await expect(table).toContainText("No testimonials match “nobody by this name”.");
  await search.fill("");
  await expect(table.locator("tbody tr").filter({ hasText: rahul.user_name })).toHaveCount(1);

  const header = table.getByRole("columnheader", { name: /Name/ });
  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  const ascending = await names();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" })));
  await expect(table.getByRole("button", { name: /^Move / })).toHaveCount(0);

  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", "descending");
  expect(await names()).toEqual([...ascending].reverse());

  // A third click gives the administrator's order back, and with it the move buttons.
  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", "none");
  await expect(table.getByRole("button", { name: /^Move .* up$/ }).first()).toBeAttached();
});
