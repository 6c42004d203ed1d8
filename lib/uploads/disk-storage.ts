import { constants } from "node:fs";
import { lstat, mkdir, open, readdir, realpath, rename, rm, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { uploadDir } from "./config";
import { TRASH_PREFIX, type Place, type Storage, type StoredObject } from "./storage";
import { isUploadKey } from "./upload-key";

// O_NOFOLLOW: the confined real path must not be swapped for a symlink before it is opened.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

function isStrictlyInside(root: string, candidate: string): boolean {
  return candidate.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

const TEMPORARY_PREFIX = ".tmp-";

const PLACES: readonly Place[] = ["public", "trash"];

/**
 * The temporary name a write of `finalPath` uses: derived from the key, so removing the key (the
 * sweep of a pending upload) removes a write a crash cut short too. Dot-named: never served.
 */
function temporaryPathOf(finalPath: string): string {
  // The upload folder is runtime data: the ignore mark keeps Turbopack from tracing the project.
  return path.join(/*turbopackIgnore: true*/ path.dirname(finalPath), `${TEMPORARY_PREFIX}${path.basename(finalPath)}`);
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/**
 * The upload folder on local disk (contract §2: `UPLOAD_DIR`), today's and the default
 * storage. `folder` fixes the folder; without it UPLOAD_DIR is read at each call, so tests
 * and scripts can point it elsewhere.
 */
export function diskStorage(folder?: string): Storage {
  const root = () => path.resolve(folder ?? uploadDir());

  /** Lexical path of a key inside the folder (its private place under `.trash/`), or null for a refused key. */
  const pathOf = (key: string, place: Place = "public"): string | null => {
    if (!isUploadKey(key)) return null;
    const full = path.resolve(root(), ...(place === "trash" ? [TRASH_PREFIX] : []), ...key.split("/"));
    return isStrictlyInside(root(), full) ? full : null;
  };

  /**
   * The real path (symlinks resolved) of an existing file or folder, or null when it lies
   * outside the real upload folder: a symlink planted inside must not lead out.
   * Rejects with ENOENT when the path does not exist.
   */
  const confine = async (candidate: string): Promise<string | null> => {
    const [realRoot, real] = await Promise.all([realpath(root()), realpath(candidate)]);
    return real === realRoot || isStrictlyInside(realRoot, real) ? real : null;
  };

  /**
   * The file at `candidate` in its real folder, or null when that folder lies outside: unlinking
   * or renaming a symlink acts on the link, never its target, but a symlinked folder on the way
   * could point anywhere. Rejects with ENOENT when the folder does not exist.
   */
  const confineFolder = async (candidate: string): Promise<string | null> => {
    const realFolder = await confine(path.dirname(candidate));
    return realFolder ? path.join(realFolder, path.basename(candidate)) : null;
  };

  const openConfined = async (key: string, place: Place): Promise<FileHandle | null> => {
    const candidate = pathOf(key, place);
    if (!candidate) return null;
    try {
      const real = await confine(candidate);
      return real ? await open(real, OPEN_FLAGS) : null;
    } catch {
      return null; // missing, not readable, or a symlink: all look the same from outside
    }
  };

  return {
    kind: "disk",
    describe: () => `folder ${root()}`,

    async prepare() {
      await mkdir(root(), { recursive: true });
    },

    async check() {
      // The folder is made on the first upload; a missing one is not a fault.
      await mkdir(root(), { recursive: true }).catch((error: unknown) => {
        throw new Error(`Upload folder ${root()} cannot be used: ${(error as Error).message}`, { cause: error });
      });
    },

    /** Writes a dot-named temp file beside the target, then renames it. */
    async put(key, data, _contentType, place = "public") {
      const finalPath = pathOf(key, place);
      if (!finalPath) throw new Error(`Refused upload key: ${JSON.stringify(key)}`);
      await mkdir(path.dirname(finalPath), { recursive: true });
      const tempPath = temporaryPathOf(finalPath);
      let handle: FileHandle | undefined;
      try {
        handle = await open(tempPath, "wx", 0o644);
        await handle.writeFile(data);
        await handle.sync();
        await handle.close();
        handle = undefined;
        await rename(tempPath, finalPath);
      } catch (error) {
        await handle?.close().catch(() => undefined);
        await rm(tempPath, { force: true }).catch(() => undefined);
        throw error;
      }
    },

    async open(key, place = "public") {
      const handle = await openConfined(key, place);
      if (!handle) return null;
      try {
        // Stat the open handle, so the headers describe exactly the bytes that are streamed.
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        const object: StoredObject = {
          size: stats.size,
          etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
          body: () => Readable.toWeb(handle.createReadStream()) as unknown as ReadableStream<Uint8Array>,
          discard: () => handle.close().catch(() => undefined),
        };
        return object;
      } catch {
        await handle.close().catch(() => undefined);
        return null;
      }
    },

    async remove(key) {
      let found = false;
      for (const place of PLACES) {
        const candidate = pathOf(key, place);
        if (!candidate) return false;
        try {
          const file = await confineFolder(candidate);
          if (!file) continue;
          await rm(temporaryPathOf(file), { force: true });
          await unlink(file);
          found = true;
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return found;
    },

    /** A rename inside the one folder: atomic, and the private place is on the same volume. */
    async move(key, place) {
      const from = pathOf(key, place === "trash" ? "public" : "trash");
      const to = pathOf(key, place);
      if (!from || !to) return false;
      await mkdir(path.dirname(to), { recursive: true });
      const target = await confineFolder(to);
      if (!target) return false;
      try {
        const source = await confineFolder(from);
        if (!source) return false;
        await rename(source, target);
        return true;
      } catch (error) {
        if (!isMissing(error)) throw error;
        // Moved already (an interrupted move run again), or gone.
        return lstat(target).then(
          (stats) => stats.isFile(),
          () => false,
        );
      }
    },

    async removeStaleTemporaryFiles(olderThanMs) {
      let entries;
      try {
        entries = await readdir(root(), { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const removed: string[] = [];
      const before = Date.now() - olderThanMs;
      for (const entry of entries) {
        // Regular files only: a symlink is unlinked by nothing here, whatever it is called.
        if (!entry.isFile() || !entry.name.startsWith(TEMPORARY_PREFIX)) continue;
        const file = path.join(entry.parentPath, entry.name);
        try {
          if ((await lstat(file)).mtimeMs >= before) continue;
          await unlink(file);
          removed.push(path.relative(root(), file).split(path.sep).join("/"));
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return removed;
    },
  };
}
