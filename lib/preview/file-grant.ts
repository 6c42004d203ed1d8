import "server-only";
import { createHmac, hkdf, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { signingKey } from "@/lib/auth/signing-key";

/**
 * How long a grant lets the admin's browser read one privately kept file: long enough to load a
 * form or the History panel, short enough that a copied address is soon worth nothing.
 */
export const FILE_GRANT_TTL_SECONDS = 5 * 60;

/** The query parameter that carries a grant on a `/uploads/...` address. */
export const FILE_GRANT_PARAM = "grant";

// Its own key: a grant is never a preview link or an admin token, nor the reverse.
const KEY_PURPOSE = "ecopack private file grant v1";

const derive = promisify(hkdf);
const holder = globalThis as typeof globalThis & { __ecopackFileGrantKey?: Promise<Buffer> };

/** The grant key, derived from the signing key (HKDF-SHA256) so no second secret has to be kept. */
function grantKey(): Promise<Buffer> {
  holder.__ecopackFileGrantKey ??= signingKey()
    .then(async (key) => Buffer.from(await derive("sha256", key, new Uint8Array(0), KEY_PURPOSE, 32)))
    .catch((error: unknown) => {
      holder.__ecopackFileGrantKey = undefined;
      throw error;
    });
  return holder.__ecopackFileGrantKey;
}

function signature(key: Buffer, fileKey: string, expires: number): Buffer {
  return createHmac("sha256", key).update(`${fileKey}\n${expires}`).digest();
}

/**
 * A grant for the file stored under `fileKey` (`2025/01/<name>.jpg`): `<expiry>.<HMAC>`, bound to
 * that key and valid FILE_GRANT_TTL_SECONDS.
 */
export async function issueFileGrant(fileKey: string, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + FILE_GRANT_TTL_SECONDS;
  return `${expires}.${signature(await grantKey(), fileKey, expires).toString("base64url")}`;
}

const GRANT_SHAPE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** Whether `grant` is an unexpired grant this server issued for `fileKey`. */
export async function fileGrantAllows(grant: string | null | undefined, fileKey: string, now = Date.now()): Promise<boolean> {
  const match = grant ? GRANT_SHAPE.exec(grant) : null;
  if (!match) return false;
  const expires = Number(match[1]);
  const seconds = Math.floor(now / 1000);
  // A grant lasting longer than any this server issues was not issued by it.
  if (expires <= seconds || expires > seconds + FILE_GRANT_TTL_SECONDS) return false;
  const given = Buffer.from(match[2]!, "base64url");
  const expected = signature(await grantKey(), fileKey, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
