import { beforeAll, describe, expect, it } from "vitest";
import { browserKey, browserLabel } from "@/lib/auth/browser-label";
import { db } from "@/lib/db";
import { backgroundTasksSettled } from "@/lib/server/background-tasks";
import { readSiteSettings } from "@/lib/site/site-settings-store";
import { header, readable, readOutbox } from "../mail/support/mail-capture";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_USERNAME, api, bearer, createAdmin } from "./support/auth-api";

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const FIREFOX_LINUX_UPDATED = "Mozilla/5.0 (X11; Linux x86_64; rv:141.0) Gecko/20100101 Firefox/141.0";
const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const DAY_MS = 24 * 60 * 60 * 1000;

/** Signs in from a browser and answers the new-browser mails written since (without SMTP_URL, to the outbox). */
async function signInFrom(userAgent: string, address = "198.51.100.40"): Promise<{ token: string; mails: string[] }> {
  const before = readOutbox().length;
  const answer = await api.login({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, { address, headers: { "user-agent": userAgent } });
  expect(answer.status).toBe(200);
  await backgroundTasksSettled();
  const mails = readOutbox()
    .slice(before)
    .map((entry) => readable(entry.raw))
    .filter((raw) => header(raw, "Subject")?.startsWith("New sign-in from a new browser"));
  return { token: answer.body.token as string, mails };
}

beforeAll(async () => {
  delete process.env.SMTP_URL;
  await createAdmin();
});

describe("browser names", () => {
  it("reads family and system, without versions", () => {
    expect(browserLabel(FIREFOX_LINUX)).toBe("Firefox on Linux");
    expect(browserLabel(CHROME_WINDOWS)).toBe("Chrome on Windows");
    expect(browserLabel(SAFARI_IPHONE)).toBe("Safari on iOS");
    expect(browserLabel("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0")).toBe("Edge on macOS");
    expect(browserLabel("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36")).toBe("Chrome on Linux");
    expect(browserLabel("curl/8.5.0")).toBe("curl/8.5.0");
    expect(browserLabel("")).toBe("Unknown browser");
    expect(browserKey(FIREFOX_LINUX)).toBe(browserKey(FIREFOX_LINUX_UPDATED));
    // No browser to name: the exact header is what must match.
    expect(browserKey("curl/8.5.0")).not.toBe(browserKey("curl/8.6.0"));
  });
});

describe("the new-browser mail", () => {
  it("is not sent on the account's very first sign-in", async () => {
    expect((await signInFrom(FIREFOX_LINUX)).mails).toEqual([]);
  });

  it("is not sent for a browser with a live session, even updated since", async () => {
    expect((await signInFrom(FIREFOX_LINUX_UPDATED, "198.51.100.41")).mails).toEqual([]);
  });

  it("is sent once, to the account, naming the site, the browser and the address", async () => {
    const { mails } = await signInFrom(CHROME_WINDOWS, "203.0.113.77");
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const site = (await readSiteSettings()).company_name;
    expect(header(mail, "To")).toBe(ADMIN_EMAIL);
    expect(header(mail, "Subject")).toContain("New sign-in from a new browser");
    expect(mail).toContain("Chrome on Windows");
    expect(mail).toContain("203.0.113.77");
    expect(mail).toContain(`"${ADMIN_USERNAME}"`);
    expect(site).not.toBe("");
    expect(header(mail, "Subject")).toContain(site);
    expect(mail).toContain(`the ${site} website`);
    expect((await signInFrom(CHROME_WINDOWS, "203.0.113.78")).mails).toEqual([]);
  });

  it("is not sent for a browser whose session ended lately (signed out yesterday)", async () => {
    const { token } = await signInFrom(SAFARI_IPHONE);
    expect((await api.logout(undefined, bearer(token))).status).toBe(200);
    expect((await signInFrom(SAFARI_IPHONE)).mails).toEqual([]);
  });

  it("is sent again for a browser last seen more than a month ago", async () => {
    const prisma = await db();
    const admin = await prisma.admin.findUniqueOrThrow({ where: { username: ADMIN_USERNAME } });
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    const rows = await prisma.adminSession.findMany({ where: { admin_id: admin.id }, select: { id: true, user_agent: true } });
    const safari = rows.filter((row) => row.user_agent === SAFARI_IPHONE).map((row) => row.id);
    expect(safari.length).toBeGreaterThan(0);
    await prisma.adminSession.updateMany({ where: { id: { in: safari } }, data: { ended_at: longAgo, expires_at: longAgo } });
    expect((await signInFrom(SAFARI_IPHONE)).mails).toHaveLength(1);
  });
});
