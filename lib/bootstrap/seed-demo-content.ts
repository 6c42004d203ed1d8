import type { Db } from "@/lib/db";
import { removeUploads, storeUpload } from "@/lib/uploads";
import { UPLOAD_ACCEPT, type UploadAccept } from "@/lib/uploads/accept";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { modelOf } from "@/lib/db/model-delegate";
import { DEMO_ROWS } from "./demo-rows";
import { SEEDED_KEY, saveDemoRecordIds, type DemoRecordIds } from "./demo-records";
import { rasterise } from "./demo-images";
import { demoPdf } from "./demo-pdf";
import { logger } from "@/lib/log/logger";

// Same value in every process, so two first starts seed once.
const SEED_LOCK = 727_073_691;

/**
 * Fills an empty database with demonstration content, images and PDFs made on this machine,
 * so a new installation shows a complete site. Runs once: never again after it has run, and
 * never on a database that already has content. Returns whether it seeded.
 */
export async function seedDemoContent(prisma: Db, log = (line: string) => logger().info(line)): Promise<boolean> {
  const stored: string[] = [];
  const save = async (bytes: Buffer, accept: UploadAccept, name: string) => {
    const upload = await storeUpload(new File([new Uint8Array(bytes)], name), accept);
    stored.push(upload.url);
    return upload.url;
  };
  const image = async (svg: string, name = "demo.jpg") => save(await rasterise(svg), UPLOAD_ACCEPT.anyImage, name);
  const png = async (svg: string) => save(await rasterise(svg, "png"), UPLOAD_ACCEPT.anyImage, "demo.png");
  const pdf = async (title: string, lines: string[]) => save(demoPdf(title, lines), UPLOAD_ACCEPT.pdfOnly, "demo.pdf");

  try {
    return await prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
        if (await tx.setting.findUnique({ where: { key: SEEDED_KEY } })) return false;
        const counts = await Promise.all(COLLECTION_LIST.map((def) => modelOf(tx, def).count()));
        if (counts.some((count) => count > 0)) {
          await tx.setting.create({ data: { key: SEEDED_KEY, value: "skipped: content present" } });
          return false;
        }
        const started = Date.now();
        // Every record made here is noted, so the dashboard can tell demo content apart and remove it.
        const ids: DemoRecordIds = {};
        const make = { image, png, pdf, ids };
        for (const def of COLLECTION_LIST) {
          for (const data of await DEMO_ROWS[def.key](make)) (ids[def.key] ??= []).push((await modelOf(tx, def).create({ data })).id);
        }
        await saveDemoRecordIds(tx, ids);
        await tx.setting.create({ data: { key: SEEDED_KEY, value: new Date().toISOString() } });
        log(`[setup] Seeded demonstration content (${stored.length} files) in ${Date.now() - started} ms.`);
        return true;
      },
      { timeout: 180_000, maxWait: 60_000 },
    );
  } catch (error) {
    // The rows rolled back with the transaction; the files must not outlive them.
    await removeUploads(stored);
    throw error;
  }
}
