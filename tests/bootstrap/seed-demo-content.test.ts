import fs from "node:fs";
import path from "node:path";
import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config/parse-config";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { modelOf } from "@/lib/db/model-delegate";
import { db } from "@/lib/db";
import { ensureFirstAdmin } from "@/lib/bootstrap/ensure-first-admin";
import { firstPasswordFile } from "@/lib/auth/first-password-file";
import { seedDemoContent } from "@/lib/bootstrap/seed-demo-content";
import { detectType } from "@/lib/uploads/detect-type";

const quiet = () => {};

function uploadedFiles(): string[] {
  const dir = process.env.UPLOAD_DIR!;
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];
}

describe("first start", () => {
  it("creates the first administrator once, with a generated password written to a file when none is given", async () => {
    const prisma = await db();
    const lines: string[] = [];
    expect(await ensureFirstAdmin(prisma, parseConfig({}).firstAdmin, (line) => lines.push(line))).toBe(true);
    const password = fs.readFileSync(firstPasswordFile.path(), "utf8").trim();
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(lines.join("\n")).not.toContain(password);
    const admin = await prisma.admin.findFirstOrThrow({ omit: { password_hash: false } });
    expect(admin.username).toBe("admin");
    expect(admin.email).toBe("admin@example.com");
    expect(await bcrypt.compare(password!, admin.password_hash)).toBe(true);
    expect(await ensureFirstAdmin(prisma, parseConfig({ ADMIN_USERNAME: "other", ADMIN_PASSWORD: "another-long-password" }).firstAdmin, quiet)).toBe(false);
    expect(await prisma.admin.count()).toBe(1);
  });

  it("never returns the password hash unless asked for by name", async () => {
    const admin = await (await db()).admin.findFirstOrThrow();
    expect(admin).not.toHaveProperty("password_hash");
  });

  it("seeds every content type once, with real images and PDFs, and never again", async () => {
    const prisma = await db();
    expect(await seedDemoContent(prisma, quiet)).toBe(true);
    const counts = Object.fromEntries(await Promise.all(COLLECTION_LIST.map(async (def) => [def.key, await modelOf(prisma, def).count()] as const)));
    for (const count of Object.values(counts)) expect(count).toBeGreaterThan(0);
    expect(counts.sliders).toBeLessThanOrEqual(3);
    expect(counts.counters).toBeLessThanOrEqual(4);
    const files = uploadedFiles();
    const certificate = await prisma.certificate.findFirstOrThrow();
    const pdf = fs.readFileSync(path.join(process.env.UPLOAD_DIR!, certificate.pdf_file.replace(/^\/uploads\//, "")));
    expect(detectType(pdf)?.kind).toBe("pdf");

    await prisma.slider.deleteMany();
    expect(await seedDemoContent(prisma, quiet)).toBe(false);
    expect(await prisma.slider.count()).toBe(0);
    expect(uploadedFiles()).toHaveLength(files.length);
  }, 120_000);
});

describe("seeding a database that already has content", () => {
  it("leaves it untouched", async () => {
    const prisma = await db();
    await prisma.setting.deleteMany({ where: { key: "demo_content_seeded" } });
    await prisma.counter.deleteMany();
    await prisma.counter.create({ data: { title: "Mine", counter_value: 1 } });
    const before = uploadedFiles().length;
    expect(await seedDemoContent(prisma, quiet)).toBe(false);
    expect(await prisma.counter.findMany({ select: { title: true } })).toEqual([{ title: "Mine" }]);
    expect(uploadedFiles()).toHaveLength(before);
  });
});
