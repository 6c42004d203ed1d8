// The Storage interface, run against both backends: the local folder and an S3-compatible
// bucket (a real s3rver on a free port). The same expectations hold for both, so the rest of
// the code can call the interface without knowing which one is configured.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { diskStorage } from "@/lib/uploads/disk-storage";
import { s3Config } from "@/lib/config/s3-config";
import { s3Storage } from "@/lib/uploads/s3-storage";
import type { Storage, StoredObject } from "@/lib/uploads/storage";
import { startS3TestServer, type S3TestServer } from "../support/s3-test-server";
import { listFiles, makeJpeg } from "./fixtures";

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
});

const bucketName = () => `test-${randomBytes(6).toString("hex")}`;

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Backend {
  name: string;
  /** A fresh, empty, prepared store; `twin` is a second handle on the same store (another instance). */
  make(): Promise<{ storage: Storage; twin: Storage }>;
  /** A store that is not there yet (missing folder or bucket). */
  missing(): Promise<Storage>;
  /** A store that cannot be reached or used at all. */
  broken(): Promise<Storage>;
  /** The problem `check` must name for `broken`. */
  brokenReason: RegExp;
}

let temp = "";
beforeEach(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "storage-test-"));
});
afterEach(async () => {
  await rm(temp, { recursive: true, force: true });
});

const BACKENDS: Backend[] = [
  {
    name: "disk",
    make: async () => {
      const dir = path.join(temp, "uploads");
      const storage = diskStorage(dir);
      await storage.prepare();
      return { storage, twin: diskStorage(dir) };
    },
    missing: async () => diskStorage(path.join(temp, "not-yet", "uploads")),
    broken: async () => {
      // A file where the folder should be: nothing can ever be stored below it.
      await writeFile(path.join(temp, "a-file"), "x");
      return diskStorage(path.join(temp, "a-file", "uploads"));
    },
    brokenReason: /Upload folder .*a-file.* cannot be used/,
  },
  {
    name: "s3",
    make: async () => {
      const config = s3Config(s3.env(bucketName()))!;
      const storage = s3Storage(config);
      await storage.prepare();
      return { storage, twin: s3Storage(config) };
    },
    missing: async () => s3Storage(s3Config(s3.env(bucketName()))!),
    broken: async () => s3Storage(s3Config({ ...s3.env("unreachable"), S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` })!),
    brokenReason: /S3 bucket "unreachable" at http:\/\/127\.0\.0\.1:\d+ is unreachable: .*ECONNREFUSED/,
  },
];

async function read(object: StoredObject): Promise<Buffer> {
  return Buffer.from(await new Response(object.body()).arrayBuffer());
}

describe.each(BACKENDS)("$name storage", (backend) => {
  it("stores bytes under a key and reads them back, with size and a quoted ETag", async () => {
    const { storage } = await backend.make();
    const jpeg = await makeJpeg();
    await storage.put("2025/01/0123456789abcdef0123456789abcdef.jpg", jpeg, "image/jpeg");
    const object = await storage.open("2025/01/0123456789abcdef0123456789abcdef.jpg");
    expect(object).not.toBeNull();
    expect(object!.size).toBe(jpeg.length);
    expect(object!.etag).toMatch(/^"[^"]+"$/);
    expect(Buffer.compare(await read(object!), jpeg)).toBe(0);
  });

  it("is shared: what one handle stores, another reads and deletes, with the same ETag", async () => {
    const { storage, twin } = await backend.make();
    await storage.put("2025/02/shared.pdf", Buffer.from("%PDF-1.4 shared"), "application/pdf");
    const first = await storage.open("2025/02/shared.pdf");
    const second = await twin.open("2025/02/shared.pdf");
    expect(second!.etag).toBe(first!.etag);
    expect((await read(second!)).toString()).toBe("%PDF-1.4 shared");
    await first!.discard();
    await expect(twin.remove("2025/02/shared.pdf")).resolves.toBe(true);
    await expect(storage.open("2025/02/shared.pdf")).resolves.toBeNull();
  });

  it("answers null and false for a key that was never stored", async () => {
    const { storage } = await backend.make();
    await expect(storage.open("2020/01/missing.jpg")).resolves.toBeNull();
    await expect(storage.remove("2020/01/missing.jpg")).resolves.toBe(false);
  });

  it("removes an object once: true, then false, and it is gone", async () => {
    const { storage } = await backend.make();
    await storage.put("2025/03/a.png", Buffer.from("png"), "image/png");
    await expect(storage.remove("2025/03/a.png")).resolves.toBe(true);
    await expect(storage.open("2025/03/a.png")).resolves.toBeNull();
    await expect(storage.remove("2025/03/a.png")).resolves.toBe(false);
  });

  it("moves an object to the trash's private place and back: unreadable there, idempotent, removable there", async () => {
    const { storage, twin } = await backend.make();
    await storage.put("2025/05/t.png", Buffer.from("kept"), "image/png");
    await expect(storage.move("2025/05/t.png", "trash")).resolves.toBe(true);
    await expect(twin.open("2025/05/t.png")).resolves.toBeNull();
    // Run again (an interrupted move retried): already there.
    await expect(twin.move("2025/05/t.png", "trash")).resolves.toBe(true);
    await expect(storage.open(".trash/2025/05/t.png")).resolves.toBeNull();
    await expect(storage.move("2025/05/t.png", "public")).resolves.toBe(true);
    expect((await read((await twin.open("2025/05/t.png"))!)).toString()).toBe("kept");
    await expect(storage.move("2025/05/t.png", "trash")).resolves.toBe(true);
    await expect(storage.remove("2025/05/t.png")).resolves.toBe(true);
    await expect(storage.move("2025/05/t.png", "public")).resolves.toBe(false);
    await expect(storage.move("2020/01/never.png", "trash")).resolves.toBe(false);
    await expect(storage.move("../escape.png", "trash")).resolves.toBe(false);
  });

  it("reads the private place only when asked: a kept object there, the public one never", async () => {
    const { storage, twin } = await backend.make();
    await storage.put("2025/06/p.jpg", Buffer.from("draft"), "image/jpeg");
    await expect(storage.open("2025/06/p.jpg", "trash")).resolves.toBeNull();
    await expect(storage.move("2025/06/p.jpg", "trash")).resolves.toBe(true);
    await expect(twin.open("2025/06/p.jpg")).resolves.toBeNull();
    await expect(twin.open("2025/06/p.jpg", "public")).resolves.toBeNull();
    const kept = await twin.open("2025/06/p.jpg", "trash");
    expect(kept!.size).toBe(5);
    expect((await read(kept!)).toString()).toBe("draft");
    // The private place takes the same keys only: nothing steps out of it or hides in it.
    await expect(storage.open("../2025/06/p.jpg", "trash")).resolves.toBeNull();
    await expect(storage.open(".trash/2025/06/p.jpg", "trash")).resolves.toBeNull();
    await expect(storage.open("2020/01/never.jpg", "trash")).resolves.toBeNull();
  });

  it("stores straight into the private place when asked: never readable as public, moved out by a publish", async () => {
    const { storage, twin } = await backend.make();
    await storage.put("2025/07/d.png", Buffer.from("draft's"), "image/png", "trash");
    await expect(twin.open("2025/07/d.png")).resolves.toBeNull();
    expect((await read((await twin.open("2025/07/d.png", "trash"))!)).toString()).toBe("draft's");
    // Already where it belongs: a settle that keeps it private finds it there.
    await expect(twin.move("2025/07/d.png", "trash")).resolves.toBe(true);
    await expect(storage.move("2025/07/d.png", "public")).resolves.toBe(true);
    expect((await read((await twin.open("2025/07/d.png"))!)).toString()).toBe("draft's");
    await expect(twin.open("2025/07/d.png", "trash")).resolves.toBeNull();
    await expect(storage.put("../2025/07/e.png", Buffer.from("x"), "image/png", "trash")).rejects.toThrow(/Refused upload key/);
  });

  it("an opened object can be discarded unread, and read again later", async () => {
    const { storage } = await backend.make();
    await storage.put("2025/04/b.jpg", Buffer.from("bytes"), "image/jpeg");
    for (let i = 0; i < 3; i++) await (await storage.open("2025/04/b.jpg"))!.discard();
    expect((await read((await storage.open("2025/04/b.jpg"))!)).toString()).toBe("bytes");
  });

  it("refuses keys that step out, hide or smuggle", async () => {
    const { storage } = await backend.make();
    for (const key of ["", "../x.jpg", "2025/../../x.jpg", ".hidden.jpg", "2025/.tmp-1", "a//b.jpg", "/abs.jpg", "a\\b.jpg", "a%2fb.jpg", "a\0.jpg"]) {
      await expect(storage.put(key, Buffer.from("x"), "image/jpeg"), JSON.stringify(key)).rejects.toThrow(/Refused upload key/);
      await expect(storage.open(key)).resolves.toBeNull();
      await expect(storage.remove(key)).resolves.toBe(false);
    }
    // Nothing landed anywhere near the store.
    expect(await listFiles(temp)).toEqual([]);
  });

  it("prepare creates a missing store, and is harmless when it exists", async () => {
    const storage = await backend.missing();
    await expect(storage.open("2025/05/c.jpg")).resolves.toBeNull();
    await storage.prepare();
    await storage.prepare();
    await storage.check();
    await storage.put("2025/05/c.jpg", Buffer.from("c"), "image/jpeg");
    expect((await read((await storage.open("2025/05/c.jpg"))!)).toString()).toBe("c");
  });

  it("check and prepare fail with a message that names the store and the cause", async () => {
    const storage = await backend.broken();
    await expect(storage.check()).rejects.toThrow(backend.brokenReason);
    await expect(storage.prepare()).rejects.toThrow();
    await expect(storage.put("2025/06/d.jpg", Buffer.from("d"), "image/jpeg")).rejects.toThrow();
  });
});

describe("s3 storage", () => {
  it("check names a missing bucket", async () => {
    const storage = s3Storage(s3Config(s3.env("never-made"))!);
    await expect(storage.check()).rejects.toThrow('S3 bucket "never-made" at ' + s3.endpoint + " is unreachable: the bucket does not exist");
  });

  it("check names refused credentials", async () => {
    const bucket = bucketName();
    await s3Storage(s3Config(s3.env(bucket))!).prepare();
    const storage = s3Storage(s3Config({ ...s3.env(bucket), S3_ACCESS_KEY_ID: "NOT-A-KEY" })!);
    await expect(storage.check()).rejects.toThrow(/access denied \(check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY\)/);
  });

  it("two instances preparing the same missing bucket at once both succeed", async () => {
    const config = s3Config(s3.env(bucketName()))!;
    await Promise.all([s3Storage(config).prepare(), s3Storage(config).prepare()]);
    await s3Storage(config).check();
  });
});
