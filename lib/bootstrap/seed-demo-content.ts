import type { Db } from "@/lib/db";
import { removeUploads, storeUpload } from "@/lib/uploads";
import { UPLOAD_ACCEPT, type UploadAccept } from "@/lib/uploads/accept";
import { DEMO } from "./demo-content";
import { PALETTES, avatarSvg, certificateSvg, landscapeSvg, logoSvg, productSvg, rasterise } from "./demo-images";
import { demoPdf } from "./demo-pdf";

const SEEDED_KEY = "demo_content_seeded";
// Same value in every process, so two first starts seed once.
const SEED_LOCK = 727_073_691;

const CONTENT_MODELS = [
  "slider",
  "mainCategory",
  "subcategory",
  "eBrochure",
  "galleryImage",
  "ecoRevolution",
  "valuedClient",
  "counter",
  "testimonial",
  "aboutUs",
  "certificate",
] as const;

/**
 * Fills an empty database with demonstration content, images and PDFs made on this machine,
 * so a new installation shows a complete site. Runs once: never again after it has run, and
 * never on a database that already has content. Returns whether it seeded.
 */
export async function seedDemoContent(prisma: Db, log = console.log): Promise<boolean> {
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
        const counts = await Promise.all(CONTENT_MODELS.map((model) => (tx[model] as { count(): Promise<number> }).count()));
        if (counts.some((count) => count > 0)) {
          await tx.setting.create({ data: { key: SEEDED_KEY, value: "skipped: content present" } });
          return false;
        }
        const started = Date.now();

        for (const [i, slide] of DEMO.sliders.entries()) {
          await tx.slider.create({ data: { ...slide, image: await image(landscapeSvg(1920, 1080, PALETTES[i % 4], i + 1)) } });
        }
        await tx.ecoRevolution.create({ data: { ...DEMO.ecoRevolution, image: await image(landscapeSvg(1200, 900, PALETTES[2], 11)) } });
        await tx.aboutUs.create({ data: { ...DEMO.aboutUs, image: await image(landscapeSvg(1200, 900, PALETTES[1], 12)) } });

        for (const [c, category] of DEMO.categories.entries()) {
          const palette = PALETTES[c % 4];
          const main = await tx.mainCategory.create({
            data: { title: category.title, image: await image(productSvg(900, 900, palette, 20 + c, category.shape)) },
          });
          for (const [s, sub] of category.subcategories.entries()) {
            const seed = 40 + c * 10 + s;
            const extras: Record<string, string> = {};
            for (let n = 1; n <= sub.extra; n++) {
              extras[`sub_image${n}`] = await image(productSvg(900, 900, PALETTES[(c + n) % 4], seed + n * 3, category.shape));
            }
            await tx.subcategory.create({
              data: {
                main_category_id: main.id,
                title: sub.title,
                description: sub.description,
                product_image: await image(productSvg(1200, 1200, palette, seed, category.shape)),
                ...extras,
              },
            });
          }
        }

        for (const [i, person] of DEMO.testimonials.entries()) {
          const { initials, ...fields } = person;
          await tx.testimonial.create({ data: { ...fields, rating: 5, user_image: await image(avatarSvg(initials, PALETTES[i % 4])) } });
        }
        for (const counter of DEMO.counters) await tx.counter.create({ data: counter });
        for (const [i, name] of DEMO.clients.entries()) {
          await tx.valuedClient.create({ data: { logo_image: await png(logoSvg(name, PALETTES[i % 4], i)) } });
        }
        for (let i = 0; i < 8; i++) {
          const svg = i % 2 === 0 ? landscapeSvg(1200, 1200, PALETTES[i % 4], 60 + i) : productSvg(1200, 1200, PALETTES[i % 4], 60 + i, (["bag", "roll", "pouch"] as const)[i % 3]);
          await tx.galleryImage.create({ data: { image: await image(svg) } });
        }
        for (const [i, certificate] of DEMO.certificates.entries()) {
          await tx.certificate.create({
            data: {
              cover_image: await image(certificateSvg(certificate.title, PALETTES[i % 4])),
              pdf_file: await pdf(certificate.title, certificate.lines),
            },
          });
        }
        await tx.eBrochure.create({
          data: {
            title: DEMO.ebrochure.title,
            description: DEMO.ebrochure.description,
            cover_image: await image(productSvg(900, 1200, PALETTES[0], 90, "bag")),
            pdf_file: await pdf(DEMO.ebrochure.title, DEMO.ebrochure.lines),
          },
        });
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
