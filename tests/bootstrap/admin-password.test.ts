// A weak ADMIN_PASSWORD stops the start with a message naming the variable.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assertStrongAdminPassword } from "@/lib/config/admin-password-rule";
import { ensureFirstAdmin } from "@/lib/bootstrap/ensure-first-admin";
import { db } from "@/lib/db";

describe("ADMIN_PASSWORD", () => {
  it.each(["short", "elevenchars", "password1234", "Password1234", "123456789012", "qwertyuiop123", "administrator"])("refuses %s", (password) => {
    expect(() => assertStrongAdminPassword(password)).toThrow(/ADMIN_PASSWORD/);
  });

  it.each([undefined, "", "e2e-admin-password", "first-password-123", "plum tractor oboe lantern"])("accepts %s", (password) => {
    expect(() => assertStrongAdminPassword(password)).not.toThrow();
  });

  it("creates no administrator from a weak one", async () => {
    const prisma = await db();
    await expect(ensureFirstAdmin(prisma, { username: "admin", email: "admin@example.com", password: "changeme" }, () => {})).rejects.toThrow(/ADMIN_PASSWORD is too short/);
    expect(await prisma.admin.count()).toBe(0);
  });

  it("stops the real server at start, naming the variable", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ecopack-weak-admin-"));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, "uploads"), PORT: "0", ADMIN_PASSWORD: "password1234", NODE_ENV: "production" };
      delete env.DATABASE_URL;
      delete env.PGLITE_DIR;
      const result = spawnSync(process.execPath, ["--import", "tsx", "server.ts"], { env, encoding: "utf8", timeout: 120_000 });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("ADMIN_PASSWORD is one of the commonest passwords");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
