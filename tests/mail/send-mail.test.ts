import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { escapeHtml } from "@/lib/mail/escape-html";
import { db } from "@/lib/db";
import { renderMail } from "@/lib/mail/mail-layout";
import { logger } from "@/lib/log/logger";
import { sendSiteMail as sendMail } from "@/lib/site/send-site-mail";
import { smtpTransportOptions } from "@/lib/config/smtp-transport-options";
import { readSiteSettings, saveSiteSettings } from "@/lib/site/site-settings-store";
import { header, outboxDir, readable, readOutbox, startSmtpCapture } from "./support/mail-capture";

const base = { to: "sales@ecopack.test", subject: "New inquiry", content: { heading: "Hello" } };

afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.COMPANY_NAME;
  vi.restoreAllMocks();
});

/** Header lines of a raw message (its head, unfolded). */
const headLines = (raw: string) => raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/);

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
    expect(escapeHtml(null)).toBe("");
    expect(escapeHtml(42)).toBe("42");
  });
});

describe("renderMail", () => {
  it("escapes every piece of content and keeps line breaks", () => {
    const evil = `<img src=x onerror="alert(1)">`;
    const { html, text } = renderMail({ heading: evil, paragraphs: [`Hi ${evil}`], code: evil, rows: [["Message", `line 1\n${evil}`]], footer: evil }, "EcoPack Compostables");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("line 1<br>&lt;img");
    expect(html).toContain("EcoPack Compostables");
    expect(text).toContain(`Message: line 1\n${evil}`);
    expect(text.endsWith("-- EcoPack Compostables")).toBe(true);
  });
});

describe("sendMail without SMTP_URL", () => {
  it("writes an .eml file to DATA_DIR/outbox and logs only the subject", async () => {
    const log = vi.spyOn(logger(), "info");
    const before = readOutbox().length;
    const result = await sendMail({ ...base, content: { heading: "Hello", paragraphs: ["secret body 271828"] }, replyTo: { name: "Jane Visitor", address: "jane@example.com" } });
    expect(result.delivery).toBe("outbox");
    const mails = readOutbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(path.dirname(mail.file)).toBe(outboxDir());
    expect(outboxDir()).toBe(path.join(process.env.DATA_DIR!, "outbox"));
    expect(header(mail.raw, "Message-ID")).toBe(result.messageId);
    expect(header(mail.raw, "From")).toMatch(/^"?EcoPack Compostables"? <no-reply@ecopack\.test>$/);
    expect(header(mail.raw, "To")).toBe("sales@ecopack.test");
    expect(header(mail.raw, "Reply-To")).toMatch(/^"?Jane Visitor"? <jane@example\.com>$/);
    expect(readable(mail.raw)).toContain("secret body 271828");
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toContain("New inquiry");
    expect(String(log.mock.calls[0][0])).not.toContain("271828");
  });

  it("names the company from the site configuration", async () => {
    vi.spyOn(logger(), "info");
    process.env.COMPANY_NAME = 'Green "Bags" <Ltd>';
    await sendMail(base);
    const from = header(readOutbox().at(-1)!.raw, "From")!;
    expect(from).toMatch(/<no-reply@ecopack\.test>$/);
    expect(from).toContain('Green \\"Bags\\" <Ltd>');
  });

  it("names the company as the saved site settings do, in the sender and the signature", async () => {
    vi.spyOn(logger(), "info");
    process.env.COMPANY_NAME = "Name From The Environment";
    await saveSiteSettings({ ...(await readSiteSettings()), company_name: "Saved Leaf Ltd" });
    try {
      await sendMail(base);
      const raw = readOutbox().at(-1)!.raw;
      expect(header(raw, "From")).toMatch(/^"?Saved Leaf Ltd"? <no-reply@ecopack\.test>$/);
      expect(readable(raw)).toContain("-- Saved Leaf Ltd");
      expect(readable(raw)).not.toContain("Name From The Environment");
    } finally {
      await (await db()).siteSettings.deleteMany();
    }
  });

  it("keeps CR and LF in a subject from adding headers", async () => {
    vi.spyOn(logger(), "info");
    await sendMail({ ...base, subject: "Hello\r\nBcc: victim@example.com\nX-Evil: 1" });
    const lines = headLines(readOutbox().at(-1)!.raw);
    expect(lines.filter((line) => /^(bcc|x-evil):/i.test(line))).toEqual([]);
    expect(lines.filter((line) => /^subject:/i.test(line))).toEqual(["Subject: Hello Bcc: victim@example.com X-Evil: 1"]);
  });

  it("keeps CR and LF in a display name from adding headers", async () => {
    vi.spyOn(logger(), "info");
    await sendMail({ ...base, replyTo: { name: "Jane\r\nBcc: victim@example.com", address: "jane@example.com" } });
    const lines = headLines(readOutbox().at(-1)!.raw);
    expect(lines.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    expect(lines.filter((line) => /^reply-to:/i.test(line))).toHaveLength(1);
  });

  it("refuses an address that is not exactly one mailbox", async () => {
    for (const to of ["sales@ecopack.test\r\nBcc: victim@example.com", "a@example.com, b@example.com", "Someone <a@example.com>", "not-an-address", ""]) {
      await expect(sendMail({ ...base, to }), JSON.stringify(to)).rejects.toThrow("Invalid e-mail address.");
    }
    await expect(sendMail({ ...base, replyTo: "x@example.com\nBcc: y@example.com" })).rejects.toThrow("Invalid e-mail address.");
    await expect(sendMail({ ...base, to: [] })).rejects.toThrow();
  });

  it("writes owner-only files", async () => {
    vi.spyOn(logger(), "info");
    await sendMail(base);
    expect(fs.statSync(readOutbox().at(-1)!.file).mode & 0o777).toBe(0o600);
  });
});

describe("sendMail with SMTP_URL", () => {
  it("delivers through the SMTP server", async () => {
    const smtp = await startSmtpCapture();
    try {
      process.env.SMTP_URL = smtp.url;
      const before = readOutbox().length;
      const result = await sendMail({ ...base, to: ["a@example.com", { name: "B", address: "b@example.com" }] });
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0].from).toBe("no-reply@ecopack.test");
      expect(smtp.mails[0].to).toEqual(["a@example.com", "b@example.com"]);
      expect(header(smtp.mails[0].raw, "Message-ID")).toBe(result.messageId);
      expect(result.delivery).toBe("sent");
      expect(header(smtp.mails[0].raw, "Subject")).toBe("New inquiry");
      expect(readOutbox()).toHaveLength(before);
    } finally {
      await smtp.close();
    }
  });

  it("throws when the server cannot be reached", async () => {
    const smtp = await startSmtpCapture();
    await smtp.close();
    process.env.SMTP_URL = smtp.url;
    await expect(sendMail(base)).rejects.toThrow();
  });
});

describe("TLS on SMTP_URL", () => {
  it("requires STARTTLS on smtp://, implicit TLS on smtps://, and only ?tls=off allows plain text", () => {
    expect(smtpTransportOptions("smtp://user:p%40ss@mail.example:587")).toMatchObject({
      host: "mail.example",
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: "user", pass: "p@ss" },
      tls: { minVersion: "TLSv1.2" },
    });
    expect(smtpTransportOptions("smtps://mail.example")).toMatchObject({ port: 465, secure: true, requireTLS: false });
    expect(smtpTransportOptions("smtp://127.0.0.1:25?tls=off")).toMatchObject({ port: 25, secure: false, requireTLS: false, auth: undefined });
    // nodemailer's own URL switches are not passed on: they cannot turn TLS off.
    expect(smtpTransportOptions("smtp://mail.example?requireTLS=false&ignoreTLS=true&secure=false")).toMatchObject({ requireTLS: true });
    expect(smtpTransportOptions("smtp://mail.example?requireTLS=false")).not.toHaveProperty("ignoreTLS");
    expect(() => smtpTransportOptions("http://mail.example")).toThrow(/SMTP_URL/);
    expect(() => smtpTransportOptions("not a url")).toThrow(/SMTP_URL/);
  });

  it("sends nothing to a server that offers no TLS unless the URL opts out", async () => {
    const smtp = await startSmtpCapture();
    try {
      process.env.SMTP_URL = smtp.plainUrl;
      await expect(sendMail(base)).rejects.toThrow(/STARTTLS|TLS/i);
      expect(smtp.mails).toHaveLength(0);
      process.env.SMTP_URL = smtp.url;
      await sendMail(base);
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
