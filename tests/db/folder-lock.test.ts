import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/lib/db/open-database";
import { FolderLockedError, lockFolder } from "@/lib/db/folder-lock";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

function holder(dir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/db/hold-database.ts"), dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  let acknowledged = 0;
  let output = "";
  const opened = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      for (const match of output.matchAll(/ack (\d+)/g)) acknowledged = Math.max(acknowledged, Number(match[1]));
      if (output.includes("open")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`holder exited ${code}: ${output}`)));
  });
  return { child, opened, acknowledged: () => acknowledged };
}

describe("embedded database folder lock", () => {
  it("refuses a second process with a message naming the holder, keeps every row, and survives SIGKILL", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-")), "pglite");
    const first = holder(dir);
    await first.opened;
    // Let the holder acknowledge some rows, however slow the machine is.
    for (let waited = 0; first.acknowledged() < 20 && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(first.acknowledged()).toBeGreaterThan(0);

    const error = await openDatabase({ kind: "pglite", dir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FolderLockedError);
    expect((error as Error).message).toContain(`process ${first.child.pid}`);
    expect((error as Error).message).toContain("DATABASE_URL");

    const exited = new Promise((resolve) => first.child.on("exit", resolve));
    first.child.kill("SIGKILL");
    await exited;
    const acknowledged = first.acknowledged();

    const reopened = await openDatabase({ kind: "pglite", dir });
    try {
      const rows = await reopened.prisma.setting.count({ where: { key: { startsWith: "row-" } } });
      expect(rows).toBeGreaterThanOrEqual(acknowledged);
    } finally {
      await reopened.close();
    }
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  }, 90_000);

  it("takes over a lock left by a dead process", () => {
    const lockPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-")), "db.lock");
    fs.writeFileSync(lockPath, JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), since: "then", command: "gone" }));
    const release = lockFolder(lockPath);
    expect(JSON.parse(fs.readFileSync(lockPath, "utf8")).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it("refuses a lock held by a live process on this machine", () => {
    const lockPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-")), "db.lock");
    fs.writeFileSync(lockPath, JSON.stringify({ pid: process.ppid, host: os.hostname(), since: "now", command: "parent" }));
    expect(() => lockFolder(lockPath)).toThrow(FolderLockedError);
  });
});
