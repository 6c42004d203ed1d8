import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase, PGLITE_SHARED_BUFFERS } from "@/lib/db/open-database";

/** This process's peak resident memory in MB since `resetPeak` (Linux /proc). */
function peakMb(): number {
  const status = fs.readFileSync("/proc/self/status", "utf8");
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

function resetPeak(): void {
  fs.writeFileSync("/proc/self/clear_refs", "5");
}

async function sharedBuffers(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<string> {
  const [row] = await handle.prisma.$queryRawUnsafe<{ shared_buffers: string }[]>("SHOW shared_buffers");
  return row!.shared_buffers;
}

describe("embedded database memory", () => {
  it("creates a new folder outside this process and opens it with the configured shared buffers", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pglite-memory-")), "pglite");
    const before = process.memoryUsage.rss() / 1024 / 1024;
    resetPeak();
    const handle = await openDatabase({ kind: "pglite", dir });
    try {
      // initdb in this process would add about 700 MB at the peak; opening a made folder, about 120 MB.
      expect(peakMb() - before).toBeLessThan(400);
      expect(await sharedBuffers(handle)).toBe(PGLITE_SHARED_BUFFERS);
      expect(await handle.prisma.setting.count()).toBeGreaterThanOrEqual(0);
    } finally {
      await handle.close();
    }
    expect(fs.existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
    expect(fs.existsSync(`${dir}.creating`)).toBe(false);

    const reopened = await openDatabase({ kind: "pglite", dir });
    try {
      expect(await sharedBuffers(reopened)).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await reopened.close();
    }
  });

  it("starts over from what an interrupted creation left, into an empty folder", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pglite-memory-")), "pglite");
    fs.mkdirSync(dir);
    fs.mkdirSync(`${dir}.creating`);
    fs.writeFileSync(path.join(`${dir}.creating`, "PG_VERSION"), "half-made");
    const handle = await openDatabase({ kind: "pglite", dir });
    try {
      expect(await handle.prisma.setting.count()).toBeGreaterThanOrEqual(0);
    } finally {
      await handle.close();
    }
    expect(fs.existsSync(`${dir}.creating`)).toBe(false);
  });

  it("opens the in-memory database of the tests with the same shared buffers", async () => {
    const handle = await openDatabase({ kind: "pglite", dir: "memory://" });
    try {
      expect(await sharedBuffers(handle)).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await handle.close();
    }
  });
});
