import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listFiles } from "@/lib/server/list-files";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "ecopack-list-files-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("listFiles (what a backup archives from the upload folder, the precompressed build files)", () => {
  it("lists every regular file below the folder, `/`-separated and sorted, without dot files, dot folders or links", async () => {
    const put = (relative: string) => {
      fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
      fs.writeFileSync(path.join(root, relative), relative);
    };
    put("2026/11/b.jpg");
    put("2026/11/a.pdf");
    put("2025/01/c.png");
    put("2026/11/.upload-1234.tmp");
    put(".trash/2026/d.jpg");
    fs.symlinkSync(path.join(root, "2025/01/c.png"), path.join(root, "2026/link.png"));

    expect(await listFiles(root)).toEqual(["2025/01/c.png", "2026/11/a.pdf", "2026/11/b.jpg"]);
  });

  it("finds nothing in a folder that does not exist", async () => {
    expect(await listFiles(path.join(root, "missing"))).toEqual([]);
  });
});
