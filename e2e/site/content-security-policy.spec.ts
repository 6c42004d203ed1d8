import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test, PAGES, skipPromo, waitForHydration } from "./fixtures";

// Issue 13 §6 and issue 29 §1: a page rendered for one request carries a fresh nonce; a page kept
// by the response cache carries the hashes of its own inline scripts instead (a nonce sent to
// every visitor would be known to anyone). The site's own scripts run under both, nothing else.
const ADMIN_PAGES = ["/admin", "/admin/no-such-screen"];
const SHARED_DIRECTIVES = ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'"];

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** The sha256 sources of the inline scripts stamped with `nonce`, hashed as a browser does. */
function nonceScriptHashes(html: string, nonce: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  return scripts.filter(([, attributes]) => attributes.includes(`nonce="${nonce}"`) && !/\ssrc=/.test(attributes)).map(([, , text]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
}

for (const { path, name } of PAGES) {
  test(`${name}: kept, it allows exactly its own inline scripts by hash; no violation while it runs`, async ({ page }) => {
    await skipPromo(page);
    await watchViolations(page);
    const answers = [await page.goto(path), await page.goto(path)];
    const kept = answers[1]!;
    expect(kept.headers()["x-cache"]).toBe("HIT");
    const policy = kept.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+ https:\/\/translate\.google\.com/);
    expect(policy).not.toContain("'nonce-");
    expect(policy).not.toContain("'strict-dynamic'");
    for (const directive of SHARED_DIRECTIVES) expect(policy).toContain(directive);
    const html = await kept.text();
    const nonce = /<script\b[^>]*\snonce="([^"]+)"/.exec(html)![1];
    for (const hash of nonceScriptHashes(html, nonce)) expect(policy).toContain(hash);
    // The render's nonce reached every visitor of the kept page: it must allow nothing.
    expect(policy).not.toContain(nonce);
    const revalidated = await page.request.get(path, { headers: { accept: "text/html", "if-none-match": kept.headers()["etag"]! } });
    expect(revalidated.status()).toBe(304);
    expect([undefined, policy]).toContain(revalidated.headers()["content-security-policy"]);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
  });
}

for (const path of ADMIN_PAGES) {
  test(`${path}: rendered per request, a nonce-based policy, and no violation while the page runs`, async ({ page }) => {
    await watchViolations(page);
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    for (const directive of SHARED_DIRECTIVES) expect(policy).toContain(directive);
    expect(policy).not.toContain("translate.google.com");
    expect(policy).toContain("frame-src 'none'");
    const nonce = /'nonce-([^']+)'/.exec(policy)![1];
    // Next stamps the nonce on every script tag of the page (scripts those load need none).
    const tags = ((await response!.text()).match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    await page.waitForLoadState("networkidle");
    expect(await violations(page)).toEqual([]);
  });
}

test("client navigation from a kept page works under its hash-based policy", async ({ page }) => {
  await skipPromo(page);
  await watchViolations(page);
  await page.goto("/");
  expect((await page.goto("/"))!.headers()["x-cache"]).toBe("HIT");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole("navigation").first().getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(await violations(page)).toEqual([]);
});

test("a script injected into a kept page does not run, not even with the nonce its render carried", async ({ page }) => {
  await skipPromo(page);
  await page.goto("/contact");
  await page.route("**/contact", async (route) => {
    const kept = await route.fetch();
    const html = await kept.text();
    const nonce = /<script\b[^>]*\snonce="([^"]+)"/.exec(html)![1];
    const injected = `<script nonce="${nonce}">window.__replayed = true</script><script>window.__injected = true</script>`;
    await route.fulfill({ response: kept, body: html.replace("</body>", `${injected}</body>`) });
  });
  const blocked = page.waitForEvent("console", (message) => message.text().includes("Content Security Policy"));
  const answer = await page.goto("/contact");
  expect(answer!.headers()["x-cache"]).toBe("HIT");
  await blocked;
  expect(await page.evaluate(() => (window as unknown as { __replayed?: boolean; __injected?: boolean }).__replayed)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test("markup injected into a page can not run script", async ({ page }) => {
  await page.goto("/contact");
  const blocked = page.waitForEvent("console", (message) => message.text().includes("Content Security Policy"));
  await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", '<img src="/no-such.png" onerror="window.__injected = true">'));
  await blocked;
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});
