import QRCode from "qrcode";
import { db } from "@/lib/db";
import { conflict } from "@/lib/http/http-error";
import { newTotpSecret, otpauthUrl } from "@/lib/auth/totp";
import { encryptSecret } from "@/lib/auth/two-factor-cipher";
import { TWO_FACTOR_TEXT } from "@/lib/auth/two-factor-texts";
import { readSiteSettings } from "@/lib/site/site-settings-store";

/** How long a set-up's secret waits for its first code. */
export const PENDING_SETUP_MS = 30 * 60 * 1000;

export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  /** The otpauth address as a QR code: an SVG document made here, no image service. */
  qr_svg: string;
}

/**
 * Starts (or restarts) the set-up: a new secret, kept encrypted as pending until `enable`
 * confirms a first code from it. Nothing changes for sign-in meanwhile. Refused while two
 * factors are on: turning them off first takes the password and a code.
 */
export async function startTwoFactorSetup(admin: { id: number; username: string }): Promise<TwoFactorSetup> {
  const prisma = await db();
  const current = await prisma.twoFactor.findUnique({ where: { admin_id: admin.id }, select: { enabled_at: true } });
  if (current?.enabled_at) throw conflict(TWO_FACTOR_TEXT.alreadyOn);
  const secret = newTotpSecret();
  const pending = { pending_secret: await encryptSecret(admin.id, secret), pending_at: new Date() };
  await prisma.twoFactor.upsert({ where: { admin_id: admin.id }, create: { admin_id: admin.id, ...pending }, update: pending });
  // The app lists the account under the company's name, as the settings hold it now.
  const url = otpauthUrl(secret, (await readSiteSettings()).company_name, admin.username);
  const qr_svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, otpauth_url: url, qr_svg };
}
