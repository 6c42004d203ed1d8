import "server-only";
import { createCipheriv, createDecipheriv, hkdf, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { signingKey } from "./signing-key";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const deriveKey = promisify(hkdf);

/**
 * AES-256-GCM under a key derived (HKDF-SHA256) from the server's signing key, which lives
 * outside the database and its backups: a copied table or archive holds no usable secret.
 * Its own `info` keeps this key apart from the token key. Changing JWT_SECRET (or losing the
 * key file) makes stored secrets unreadable: those accounts sign in with a recovery code.
 */
async function secretKey(): Promise<Buffer> {
  return Buffer.from(await deriveKey("sha256", await signingKey(), Buffer.alloc(0), "ecopack:two-factor-secret:v1", 32));
}

/** The account id is the associated data: a ciphertext copied onto another account never opens. */
const boundTo = (adminId: number) => Buffer.from(`admin:${adminId}`);

/** `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export async function encryptSecret(adminId: number, secret: string): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", await secretKey(), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(boundTo(adminId));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The clear secret, or null when the value is damaged, forged or sealed under another key. */
export async function decryptSecret(adminId: number, stored: string): Promise<string | null> {
  const [version, iv, tag, sealed] = stored.split(".");
  if (version !== VERSION || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", await secretKey(), Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES });
    decipher.setAAD(boundTo(adminId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
