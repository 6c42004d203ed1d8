import type { Db } from "@/lib/db";
import { removeUploads, storeUpload } from "@/lib/uploads";
import { UPLOAD_ACCEPT, type UploadAccept } from "@/lib/uploads/accept";
import { claimPendingUploads } from "@/lib/uploads/pending-uploads";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { modelOf } from "@/lib/db/model-delegate";
import { DEMO_ROWS, type DemoMaker } from "./demo-rows";
import { SEEDED_KEY, saveDemoRecordIds, type DemoRecordIds } from "./demo-records";
import { rasterise } from "./demo-images";
import { demoPdf } from "./demo-pdf";
import { logger } from "@/lib/log/logger";

// Same value in every process, so two first starts seed once.
const SEED_LOCK = 727_073_691;

/** Where a demo file goes: its bytes (made only when needed), the field's rule and a file name. */
type FileSink = (bytes: () => Promise<Buffer>, accept: UploadAccept, name: string) => Promise<string>;

function demoMaker(file: FileSink, ids: DemoRecordIds): DemoMaker {
  return {
    image: (svg) => file(() => rasterise(svg), UPLOAD_ACCEPT.anyImage, "demo.jpg"),
    png: (svg) => file(() => rasterise(svg, "png"), UPLOAD_ACCEPT.anyImage, "demo.png"),
    pdf: async (title, lines) => file(async () => demoPdf(title, lines), UPLOAD_ACCEPT.pdfOnly, "demo.pdf"),
    ids,
  };
}

/** Whether any content type holds a record. */
async function hasContent(client: object): Promise<boolean> {
  const counts = await Promise.all(COLLECTION_LIST.map((def) => modelOf(client, def).count()));
  return counts.some((count) => count > 0);
}

/** Whether seeding would run: never seeded or skipped before, and no content at all. */
async function seedingWanted(client: Pick<Db, "setting">): Promise<boolean> {
  if (await client.setting.findUnique({ where: { key: SEEDED_KEY } })) return false;
  return !(await hasContent(client));
}

/**
 * Makes and stores every demo file, in the order the rows ask for them, before the transaction:
 * each is noted pending (committed) before it is written, which cannot happen inside the
 * transaction (its rows would roll back with it, and PGlite runs nothing else while it is open).
 */
async function storeDemoFiles(prisma: Db): Promise<string[]> {
  const stored: string[] = [];
  // Placeholder ids: the rows are made again in the transaction, with the real ones.
  const ids: DemoRecordIds = {};
  const make = demoMaker(async (bytes, accept, name) => {
    const upload = await storeUpload(new File([new Uint8Array(await bytes())], name), accept, { ledger: prisma });
    stored.push(upload.url);
    return upload.url;
  }, ids);
  try {
    for (const def of COLLECTION_LIST) ids[def.key] = (await DEMO_ROWS[def.key](make)).map(() => 0);
  } catch (error) {
    await removeUploads(stored, prisma);
    throw error;
  }
  return stored;
}

/**
 * Fills an empty database with demonstration content, images and PDFs made on this machine,
 * so a new installation shows a complete site. Runs once: never again after it has run, and
 * never on a database that already has content. Returns whether it seeded.
 */
export async function seedDemoContent(prisma: Db, log = (line: string) => logger().info(line)): Promise<boolean> {
  const started = Date.now();
  const stored = (await seedingWanted(prisma)) ? await storeDemoFiles(prisma) : [];
  try {
    const seeded = await prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
        if (await tx.setting.findUnique({ where: { key: SEEDED_KEY } })) return false;
        if (await hasContent(tx)) {
          await tx.setting.create({ data: { key: SEEDED_KEY, value: "skipped: content present" } });
          return false;
        }
        // Content deleted since the first look: the next start seeds.
        if (stored.length === 0) return false;
        // Every record made here is noted, so the dashboard can tell demo content apart and remove it.
        const ids: DemoRecordIds = {};
        let next = 0;
        // The same rows again, now naming the files stored above in the order they were asked for.
        const make = demoMaker(async () => stored[next++] ?? Promise.reject(new Error("The demo rows asked for more files than were stored.")), ids);
        for (const def of COLLECTION_LIST) {
          for (const data of await DEMO_ROWS[def.key](make)) (ids[def.key] ??= []).push((await modelOf(tx, def).create({ data })).id);
        }
        await claimPendingUploads(tx, stored);
        await saveDemoRecordIds(tx, ids);
        await tx.setting.create({ data: { key: SEEDED_KEY, value: new Date().toISOString() } });
        return true;
      },
      { timeout: 180_000, maxWait: 60_000 },
    );
    if (!seeded) {
      await removeUploads(stored, prisma);
      return false;
    }
    log(`[setup] Seeded demonstration content (${stored.length} files) in ${Date.now() - started} ms.`);
    return true;
  } catch (error) {
    // The rows rolled back with the transaction; the files must not outlive them.
    await removeUploads(stored, prisma);
    throw error;
  }
}
