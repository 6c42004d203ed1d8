// The generated first password: written to a 0600 file in DATA_DIR (never the log), and changed
// at first sign-in before anything else works.
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { firstPasswordFile } from "@/lib/auth/first-password-file";
import { ensureFirstAdmin } from "@/lib/bootstrap/ensure-first-admin";
import { parseConfig } from "@/lib/config/parse-config";
import { db } from "@/lib/db";
import { api, bearer } from "../auth/support/auth-api";

const lines: string[] = [];
let generated: string;

beforeAll(async () => {
  expect(await ensureFirstAdmin(await db(), parseConfig({}).firstAdmin, (line) => lines.push(line))).toBe(true);
  generated = fs.readFileSync(firstPasswordFile.path(), "utf8").trim();
});

describe("a generated first password", () => {
  it("is written to DATA_DIR/first-admin-password.txt, readable by the owner only; the log names the file, not the password", () => {
    const file = firstPasswordFile.path();
    expect(file.startsWith(process.env.DATA_DIR!)).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(generated.length).toBeGreaterThanOrEqual(12);
    const log = lines.join("\n");
    expect(log).toContain(file);
    expect(log).not.toContain(generated);
    // No temporary file left beside it.
    expect(fs.readdirSync(process.env.DATA_DIR!).filter((name) => name.startsWith("first-admin-password"))).toEqual(["first-admin-password.txt"]);
  });

  it("signs in with the usual answer, but every protected call answers 403 until it is changed; logging out still works", async () => {
    const login = await api.login({ username: "admin", password: generated });
    expect(login.status).toBe(200);
    expect(Object.keys(login.body).sort()).toEqual(["message", "success", "token", "user"]);
    const dashboard = await api.dashboard(bearer(login.body.token));
    expect(dashboard.status).toBe(403);
    expect(dashboard.body).toEqual({
      success: false,
      code: "password_change_required",
      message: "Change the generated password first: use Change password on the sign-in screen.",
      error: "Change the generated password first: use Change password on the sign-in screen.",
    });
    expect((await api.changeUsername({ newUsername: "someone" }, bearer(login.body.token))).status).toBe(403);
    expect((await api.logout({}, bearer(login.body.token))).status).toBe(200);
  });

  it("is changed through /change-password, which clears the demand and deletes the file", async () => {
    const newPassword = "a-chosen-password-42";
    const changed = await api.changePassword({ username: "admin", oldPassword: generated, newPassword, confirmPassword: newPassword });
    expect(changed.status).toBe(200);
    expect(fs.existsSync(firstPasswordFile.path())).toBe(false);
    expect((await (await db()).admin.findFirstOrThrow()).must_change_password).toBe(false);
    const login = await api.login({ username: "admin", password: newPassword });
    expect((await api.dashboard(bearer(login.body.token))).status).toBe(200);
  });

  it("is never asked for with ADMIN_PASSWORD set: that administrator starts with no demand and no file", async () => {
    const prisma = await db();
    await prisma.admin.deleteMany({});
    expect(await ensureFirstAdmin(prisma, parseConfig({ ADMIN_PASSWORD: "an-operator-chosen-one" }).firstAdmin, () => {})).toBe(true);
    expect((await prisma.admin.findFirstOrThrow()).must_change_password).toBe(false);
    expect(fs.existsSync(firstPasswordFile.path())).toBe(false);
  });
});
