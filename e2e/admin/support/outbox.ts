import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

/** Where the admin e2e server writes mail (e2e/start-server.mjs: DATA_DIR/outbox). */
const OUTBOX = path.resolve(".e2e", "admin", "data", "outbox");

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function newestMail(subject: string, after: number): string | null {
  if (!fs.existsSync(OUTBOX)) return null;
  const files = fs
    .readdirSync(OUTBOX)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => path.join(OUTBOX, name))
    .filter((file) => fs.statSync(file).mtimeMs >= after)
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const file of files) {
    const raw = fs.readFileSync(file, "utf8");
    if (raw.includes(`Subject: ${subject}`)) return decodeQuotedPrintable(raw);
  }
  return null;
}

/** The newest mail with this subject written after `after` (mail is sent in the background). */
export async function readMail(subject: string, after: number): Promise<string> {
  let mail: string | null = null;
  await expect
    .poll(
      () => {
        mail = newestMail(subject, after);
        return mail !== null;
      },
      { timeout: 15_000, message: `a mail "${subject}" in the outbox` },
    )
    .toBe(true);
  return mail!;
}

/** The 6-digit code of the newest reset mail written after `after` (mail is sent in the background). */
export async function readOtp(after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        code = newestMail("Your password reset code", after)?.match(/^\s*(\d{6})\s*$/m)?.[1];
        return code;
      },
      { timeout: 15_000, message: "an OTP mail in the outbox" },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
