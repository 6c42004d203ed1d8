import fs from "node:fs/promises";
import path from "node:path";

/** Every regular file under `root` (relative, `/`-separated), skipping dot files and symlinks. */
export async function listFiles(root: string): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((relative) => !relative.split("/").some((part) => part.startsWith(".")))
    .sort();
}
