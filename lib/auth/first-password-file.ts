import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { config } from "@/lib/config/config";

/**
 * Where a generated first password waits for the administrator: a file in DATA_DIR readable by its
 * owner only, never the log (logs are shipped, kept and read by others). Deleted once the password
 * has been changed.
 */
export const firstPasswordFile = {
  path: (dataDir = config().dataDir) => path.join(dataDir, "first-admin-password.txt"),

  /**
   * Writes the password to a private temporary file; `keep` moves it into place once the
   * administrator exists, `discard` removes it (another instance created the administrator first).
   */
  async prepare(password: string, dataDir = config().dataDir): Promise<{ keep(): Promise<string>; discard(): Promise<void> }> {
    await fs.mkdir(dataDir, { recursive: true });
    const final = firstPasswordFile.path(dataDir);
    const temporary = `${final}.${randomBytes(6).toString("hex")}.tmp`;
    await fs.writeFile(temporary, `${password}\n`, { mode: 0o600, flag: "wx" });
    return {
      keep: async () => {
        await fs.rename(temporary, final);
        return final;
      },
      discard: () => fs.rm(temporary, { force: true }),
    };
  },

  remove: (dataDir = config().dataDir) => fs.rm(firstPasswordFile.path(dataDir), { force: true }),
};
