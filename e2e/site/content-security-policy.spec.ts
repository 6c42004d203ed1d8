import { expect, test } from "./fixtures";
import { PAGES, skipPromo } from "./fixtures";

// Issue 13 §6: every page carries a nonce-based policy; the site's own scripts run under it and
// nothing else does.
const ADMIN_PAGES = ["/admin", "/admin/no-such-screen"];

async function watchViolations(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

for (const { path, name } of [...PAGES, ...ADMIN_PAGES.map((path) => ({ path, name: path }))]) {
  test(`${name}: a nonce-based policy, and no violation while the page runs`, async ({ page }) => {
    await skipPromo(page);
    await watchViolations(page);
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'"]) expect(policy).toContain(directive);
    expect(policy.includes("translate.google.com")).toBe(!path.startsWith("/admin"));
    expect(policy.includes("frame-src 'none'")).toBe(path.startsWith("/admin"));
    const nonce = /'nonce-([^']+)'/.exec(policy)![1];
    // Next stamps the nonce on every script tag of the page (scripts those load need none).
    const tags = ((await response!.text()).match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });
}

test("markup injected into a page can not run script", async ({ page }) => {
  await page.goto("/contact");
  const blocked = page.waitForEvent("console", (message) => message.text().includes("Content Security Policy"));
  await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<img src="/no-such.png" onerror="window.__injected = true">'));
  await blocked;
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});
