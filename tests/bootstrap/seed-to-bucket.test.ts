// First start with S3_BUCKET set: the demonstration content's images and PDFs go through the
// same storage as admin uploads, into the bucket (a real s3rver), and none into UPLOAD_DIR;
// two instances starting together seed once and leave no stray object.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedDemoContent } from "@/lib/bootstrap/seed-demo-content";
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
    const urls = [
      ...(await prisma.slider.findMany()).map((row) => row.image),
      ...(await prisma.mainCategory.findMany()).map((row) => row.image),
      ...(await prisma.subcategory.findMany()).flatMap((row) => [row.product_image, row.sub_image1, row.sub_image2, row.sub_image3, row.sub_image4]),
      ...(await prisma.eBrochure.findMany()).flatMap((row) => [row.cover_image, row.pdf_file]),
      ...(await prisma.galleryImage.findMany()).map((row) => row.image),
      ...(await prisma.ecoRevolution.findMany()).map((row) => row.image),
      ...(await prisma.valuedClient.findMany()).map((row) => row.logo_image),
      ...(await prisma.testimonial.findMany()).map((row) => row.user_image),
      ...(await prisma.aboutUs.findMany()).map((row) => row.image),
      ...(await prisma.certificate.findMany()).flatMap((row) => [row.cover_image, row.pdf_file]),
    ].filter((url): url is string => Boolean(url));
    expect(urls.length).toBeGreaterThan(20);
    expect(await s3().keys(bucket)).toEqual(urls.map((url) => url.replace(/^\/uploads\//, "")).sort());
    const certificate = await prisma.certificate.findFirstOrThrow();
    const pdf = await s3().object(bucket, certificate.pdf_file.replace(/^\/uploads\//, ""));
    expect(detectType(pdf!.body)?.kind).toBe("pdf");
    expect(filesIn(process.env.UPLOAD_DIR!)).toEqual([]);
  }, 120_000);
});
