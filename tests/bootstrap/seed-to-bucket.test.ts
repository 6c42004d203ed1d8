// First start with S3_BUCKET set: the demonstration content's images and PDFs go through the
// same storage as admin uploads, into the bucket (a real s3rver), and none into UPLOAD_DIR;
// two instances starting together seed once and leave no stray object.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedDemoContent } from "@/lib/bootstrap/seed-demo-content";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { modelOf } from "@/lib/db/model-delegate";
import { db } from "@/lib/db";
import { detectType } from "@/lib/uploads/detect-type";
import { s3BucketForFile } from "../support/s3-bucket-for-file";

const bucket = "seeded-uploads";
const s3 = s3BucketForFile(bucket);

function filesIn(dir: string): string[] {
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];
}

describe("seeding into a bucket", () => {
  it("two instances seeding at once seed once, and the bucket holds exactly the files the records name", async () => {
    const prisma = await db();
    const outcomes = await Promise.all([seedDemoContent(prisma, () => {}), seedDemoContent(prisma, () => {})]);
    expect(outcomes.sort()).toEqual([false, true]);
    const urls = [];
    for (const def of COLLECTION_LIST) {
      for (const row of await modelOf(prisma, def).findMany({})) urls.push(...def.files.map((field) => row[field.name]).filter((url): url is string => typeof url === "string" && url !== ""));
    }
    expect(urls.length).toBeGreaterThan(20);
    expect(await s3().keys(bucket)).toEqual(urls.map((url) => url.replace(/^\/uploads\//, "")).sort());
    const certificate = await prisma.certificate.findFirstOrThrow();
    const pdf = await s3().object(bucket, certificate.pdf_file.replace(/^\/uploads\//, ""));
    expect(detectType(pdf!.body)?.kind).toBe("pdf");
    expect(filesIn(process.env.UPLOAD_DIR!)).toEqual([]);
  }, 120_000);
});
