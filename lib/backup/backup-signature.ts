import { createHmac, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";

const PREFIX = "hmac-sha256 ";

/** What a restore learnt of an archive's signature. */
export type SignatureCheck = "verified" | "unsigned" | "not checked (no BACKUP_KEY)";

async function hmacOf(file: string, key: string): Promise<Buffer> {
  const hmac = createHmac("sha256", key);
  for await (const chunk of createReadStream(file)) hmac.update(chunk as Buffer);
  return hmac.digest();
}

/**
 * A backup's signature: HMAC-SHA256 of the whole archive under BACKUP_KEY, kept beside it as
 * `<archive>.sig` (detached, so the archive stays an ordinary .tar.gz and the check runs before
 * anything in it is read or extracted).
 */
export const backupSignature = {
  fileFor: (archive: string) => `${archive}.sig`,

  /** Writes `<archive>.sig`, readable by the owner only. */
  async sign(archive: string, key: string): Promise<string> {
    const sigFile = backupSignature.fileFor(archive);
    await fs.rm(sigFile, { force: true });
    await fs.writeFile(sigFile, `${PREFIX}${(await hmacOf(archive, key)).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
    return sigFile;
  },

  /**
   * With a key: "verified", or throws when the signature is missing or does not match. Without
   * one, nothing can be checked: says whether the archive was signed at all.
   */
  async check(archive: string, key: string | null): Promise<SignatureCheck> {
    const sigFile = backupSignature.fileFor(archive);
    const text = await fs.readFile(sigFile, "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (!key) return text === null ? "unsigned" : "not checked (no BACKUP_KEY)";
    if (text === null) throw new Error(`${archive} has no signature (${sigFile}) and BACKUP_KEY is set: an archive that cannot be checked is not restored.`);
    const hex = text.trim().startsWith(PREFIX) ? text.trim().slice(PREFIX.length) : "";
    const given = /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, "hex") : null;
    const actual = await hmacOf(archive, key);
    if (!given || !timingSafeEqual(given, actual)) {
      throw new Error(`${archive} does not match its signature (${sigFile}): it was changed after the backup, or signed with another BACKUP_KEY. Nothing was restored.`);
    }
    return "verified";
  },
};
