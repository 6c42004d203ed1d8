// Contract §5 rules on the server: limits (also under concurrency), the singleton e-brochure,
// file types decided by bytes, size caps, plain-text limits, integers, and no stray file or
// half-written record after any refusal or failure.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { COLLECTIONS } from "@/lib/content/collections";
import { db } from "@/lib/db";
import { adminToken, call, files, uploadStatus, uploadedFiles, validInput } from "./fixtures";
import { ROUTES } from "./route-modules";

const prisma = await db();

async function clearContent() {
  await prisma.slider.deleteMany();
  await prisma.counter.deleteMany();
  await prisma.ecoRevolution.deleteMany();
  await prisma.aboutUs.deleteMany();
  await prisma.eBrochure.deleteMany();
  await prisma.galleryImage.deleteMany();
  await prisma.certificate.deleteMany();
  await prisma.testimonial.deleteMany();
}

beforeEach(clearContent);

const slider = async (title = "Slide") => ({ title, description: "About it", image: await files.jpeg() });
const addSlider = async (title?: string) => call(ROUTES.sliders.create, { auth: true, form: await slider(title) });

describe("limits", () => {
  it.each([
    ["sliders", 3, "Maximum limit of 3 sliders reached. Delete a slider to add a new one."],
    ["counters", 4, "Maximum limit of 4 counters reached. Delete a counter to add a new one."],
    ["ecoRevolution", 1, "Only one Eco Revolution entry is allowed. Edit or delete the existing one."],
    ["aboutUs", 1, "Only one About Us entry is allowed. Edit or delete the existing one."],
  ] as const)("%s: at most %i, then the limit text and nothing written", async (key, max, text) => {
    const def = COLLECTIONS[key];
    const send = async (i: number) => {
      const input = await validInput(def, { suffix: ` ${i}` });
      return call(ROUTES[key].create, { auth: true, ...(def.body === "json" ? { json: input } : { form: input }) });
    };
    for (let i = 0; i < max; i++) expect((await send(i)).status).toBe(201);
    const filesBefore = await uploadedFiles();
    const over = await send(max);
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ success: false, code: "limit_reached", message: text, error: text });
    expect(await uploadedFiles()).toEqual(filesBefore);
    const listed = await call(ROUTES[key].list);
    expect(listed.body).toHaveLength(max);
  });

  it("ten simultaneous counter creates leave exactly four", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(ROUTES.counters.create, { auth: true, json: { title: `C${i}`, counter_value: i } })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(6);
    for (const answer of refused) expect(answer.body.message).toBe("Maximum limit of 4 counters reached. Delete a counter to add a new one.");
    expect(await prisma.counter.count()).toBe(4);
  });

  it("simultaneous slider creates leave three sliders and exactly their three files", async () => {
    const before = (await uploadedFiles()).length;
    const answers = await Promise.all(Array.from({ length: 6 }, async (_, i) => addSlider(`S${i}`)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(await prisma.slider.count()).toBe(3);
    expect((await uploadedFiles()).length).toBe(before + 3);
  });

  it("a limit reached between the early check and the write removes the files already stored", async () => {
    const before = await uploadedFiles();
    // Another writer fills the collection after this request passed its early check.
    const original = prisma.$transaction.bind(prisma);
    const spy = vi.spyOn(prisma, "$transaction").mockImplementationOnce((async (...args: Parameters<typeof original>) => {
      await prisma.slider.createMany({ data: [1, 2, 3].map((n) => ({ title: `T${n}`, description: "D", image: `/uploads/none-${n}.jpg` })) });
      return original(...args);
    }) as typeof prisma.$transaction);
    const answer = await addSlider();
    spy.mockRestore();
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Maximum limit of 3 sliders reached. Delete a slider to add a new one.");
    expect(await uploadedFiles()).toEqual(before);
  });
});

describe("the single e-brochure", () => {
  const routes = ROUTES.ebrochure;
  const full = async () => ({ title: "Catalogue", description: "<p>All our bags</p>", cover_image: await files.jpeg(), pdf_file: await files.pdf() });

  it("GET answers 404 with a message when there is none", async () => {
    const answer = await call(routes.list);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, code: "not_found", message: "No e-brochure found.", error: "No e-brochure found." });
  });

  it("a first POST needs both files", async () => {
    const answer = await call(routes.create, { auth: true, form: { title: "T", description: "<p>D</p>", cover_image: await files.jpeg() } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Please upload both a cover image and a PDF file for a new e-brochure.");
    expect(await prisma.eBrochure.count()).toBe(0);
  });

  it("a later POST replaces it in place: files optional, replaced files removed", async () => {
    const first = await call(routes.create, { auth: true, form: await full() });
    expect(first.status).toBe(201);
    const { id, cover_image, pdf_file } = first.body.data;

    const textOnly = await call(routes.create, { auth: true, form: { title: "Catalogue 2026", description: "<p>New range</p>" } });
    expect(textOnly.status).toBe(200);
    expect(textOnly.body).toMatchObject({ message: "E-Brochure updated successfully!", data: { id, title: "Catalogue 2026", cover_image, pdf_file } });

    const newPdf = await call(routes.create, { auth: true, form: { title: "Catalogue 2026", description: "<p>New range</p>", pdf_file: await files.pdf() } });
    expect(newPdf.status).toBe(200);
    expect(newPdf.body.data.cover_image).toBe(cover_image);
    expect(newPdf.body.data.pdf_file).not.toBe(pdf_file);
    expect(await uploadStatus(pdf_file)).toBe(404);
    expect(await uploadStatus(cover_image)).toBe(200);
    expect(await prisma.eBrochure.count()).toBe(1);

    const got = await call(routes.list);
    expect(got.body).toMatchObject({ id, title: "Catalogue 2026", description: "<p>New range</p>", cover_image, pdf_file: newPdf.body.data.pdf_file });
  });

  it("counts the 700 characters without markup", async () => {
    const words = "a".repeat(690);
    const fits = await call(routes.create, { auth: true, form: { ...(await full()), description: `<p><strong>${words}</strong>&amp;123456789</p>` } });
    expect(fits.status).toBe(201);
    const tooLong = await call(routes.create, { auth: true, form: { title: "T", description: `<p>${"b".repeat(701)}</p>` } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ message: "Description must be at most 700 characters.", details: { description: "Description must be at most 700 characters." } });
  });

  it("a PDF is refused as the cover and an image as the PDF", async () => {
    const before = await uploadedFiles();
    const pdfCover = await call(routes.create, { auth: true, form: { ...(await full()), cover_image: await files.pdf() } });
    expect(pdfCover.status).toBe(415);
    expect(pdfCover.body.message).toBe("Only JPEG, PNG, GIF or WebP images are allowed.");
    const imagePdf = await call(routes.create, { auth: true, form: { ...(await full()), pdf_file: await files.png("brochure.pdf") } });
    expect(imagePdf.status).toBe(415);
    expect(imagePdf.body.message).toBe("Only PDF files are allowed.");
    expect(await uploadedFiles()).toEqual(before);
  });
});

describe("files", () => {
  it.each([
    ["an HTML page renamed to .jpg", files.renamedHtml],
    ["an SVG", files.svg],
    ["a PDF", () => files.pdf()],
  ])("refuses %s as a slider image (415), writing nothing", async (_, make) => {
    const before = await uploadedFiles();
    const answer = await call(ROUTES.sliders.create, { auth: true, form: { title: "T", description: "D", image: await make() } });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ success: false, code: "unsupported_file_type", message: "Only JPEG, PNG, GIF or WebP images are allowed.", error: "Only JPEG, PNG, GIF or WebP images are allowed." });
    expect(await uploadedFiles()).toEqual(before);
    expect(await prisma.slider.count()).toBe(0);
  });

  it("refuses an image over 10 MB with 413", async () => {
    const before = await uploadedFiles();
    const answer = await call(ROUTES.valuedClients.create, { auth: true, form: { logo: await files.oversizeJpeg() } });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe("Images may be at most 10 MB.");
    expect(await uploadedFiles()).toEqual(before);
  });

  it("gallery: repeated `images`, also `image`, PDFs allowed; one bad file refuses the whole upload", async () => {
    const ok = await call(ROUTES.gallery.create, { auth: true, form: { images: [await files.jpeg(), await files.pdf()], image: await files.gif() } });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe("Images uploaded successfully!");
    expect(ok.body.data.map((r: { image: string }) => r.image.split(".").pop())).toEqual(["jpg", "pdf", "gif"]);

    const before = await uploadedFiles();
    const bad = await call(ROUTES.gallery.create, { auth: true, form: { images: [await files.jpeg(), await files.svg()] } });
    expect(bad.status).toBe(415);
    expect(bad.body.error).toBe("Upload failed. Only JPEG, JPG, PNG, GIF, or PDF files are allowed.");
    expect(await uploadedFiles()).toEqual(before);
    expect(await prisma.galleryImage.count()).toBe(3);

    const list = await call(ROUTES.gallery.list, { headers: { "cache-control": "no-cache" } });
    expect(list.headers.get("cache-control")).toBeNull();
    expect(list.body.map((r: { id: number }) => r.id)).toEqual(ok.body.data.map((r: { id: number }) => r.id));
  });

  it("a refused replacement keeps the record and its file", async () => {
    const created = await call(ROUTES.gallery.create, { auth: true, form: { images: await files.jpeg() } });
    const [{ id, image }] = created.body.data;
    const answer = await call(ROUTES.gallery.update!, { method: "PUT", auth: true, params: { id: String(id) }, form: { image: await files.renamedHtml() } });
    expect(answer.status).toBe(415);
    expect(answer.body.message).toBe("Upload failed. Only JPEG, JPG, PNG, GIF, or PDF files are allowed.");
    expect((await prisma.galleryImage.findUniqueOrThrow({ where: { id } })).image).toBe(image);
    expect(await uploadStatus(image)).toBe(200);
  });

  it("certificates: an update needs one file and replaces only that one", async () => {
    const created = await call(ROUTES.certificates.create, { auth: true, form: { cover_image: await files.jpeg(), pdf_file: await files.pdf() } });
    const { id, cover_image, pdf_file } = created.body.data;
    const none = await call(ROUTES.certificates.update!, { method: "PUT", auth: true, params: { id: String(id) }, form: {} });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe("Please provide at least one file to update (cover image or PDF).");
    const pdfOnly = await call(ROUTES.certificates.update!, { method: "PUT", auth: true, params: { id: String(id) }, form: { pdf_file: await files.pdf() } });
    expect(pdfOnly.status).toBe(200);
    expect(pdfOnly.body.data.cover_image).toBe(cover_image);
    expect(await uploadStatus(pdf_file)).toBe(404);
    expect(await uploadStatus(cover_image)).toBe(200);
  });

  it("an image update without a file keeps the existing image", async () => {
    const created = await addSlider();
    const { id, image } = created.body.data;
    const answer = await call(ROUTES.sliders.update!, { method: "PUT", auth: true, params: { id: String(id) }, form: { title: "New", description: "Text" } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ title: "New", description: "Text", image });
    expect(await uploadStatus(image)).toBe(200);
  });
});

describe("values", () => {
  it("counters: numbers and numeric strings, never negative or fractional", async () => {
    const asString = await call(ROUTES.counters.create, { auth: true, json: { title: "  Happy clients ", counter_value: "1200" } });
    expect(asString.status).toBe(201);
    expect(asString.body.data).toMatchObject({ title: "Happy clients", counter_value: 1200 });
    const id = String(asString.body.data.id);
    for (const bad of [-1, "-5", "1.5", "abc", 2.5]) {
      const answer = await call(ROUTES.counters.update!, { method: "PUT", auth: true, params: { id }, json: { title: "T", counter_value: bad } });
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.body.message).toBe("Counter Value must be a whole number of at least 0.");
    }
    const zero = await call(ROUTES.counters.update!, { method: "PUT", auth: true, params: { id }, json: { title: "T", counter_value: 0 } });
    expect(zero.body.data.counter_value).toBe(0);
    const missing = await call(ROUTES.counters.update!, { method: "PUT", auth: true, params: { id }, json: { title: "T", counter_value: "" } });
    expect(missing.body.message).toBe("Please provide both title and counter value.");
  });

  it("counters: a broken JSON body is a 400", async () => {
    const answer = await ROUTES.counters.create(
      new Request("http://localhost/api/counters", { method: "POST", body: "{oops", headers: { "content-type": "application/json", authorization: `Bearer ${await adminToken()}` } }),
    );
    expect(answer.status).toBe(400);
  });

  it("testimonials carry rating 5 by default", async () => {
    const input = await validInput(COLLECTIONS.testimonials);
    delete input.rating;
    await call(ROUTES.testimonials.create, { auth: true, form: input });
    const list = await call(ROUTES.testimonials.list);
    expect(list.body[0]).toMatchObject({ user_name: "User Name", designation: "Designation", review_message: "Review Message", rating: 5 });
  });

  it("testimonials: a rating from 1 to 5 is stored and kept by an update without one; anything else is refused", async () => {
    const input = await validInput(COLLECTIONS.testimonials);
    const created = await call(ROUTES.testimonials.create, { auth: true, form: { ...input, rating: "3" } });
    expect(created.status).toBe(201);
    expect(created.body.data.rating).toBe(3);
    const id = String(created.body.data.id);
    const texts = { ...input };
    delete texts.rating;
    delete texts.image;
    const kept = await call(ROUTES.testimonials.update!, { method: "PUT", auth: true, params: { id }, form: texts });
    expect(kept.body.data.rating).toBe(3);
    for (const bad of ["0", "6", "2.5", "five"]) {
      const refused = await call(ROUTES.testimonials.update!, { method: "PUT", auth: true, params: { id }, form: { ...texts, rating: bad } });
      expect(refused.status).toBe(400);
      expect(refused.body.details.rating).toBe("Rating must be a whole number from 1 to 5.");
    }
    expect((await prisma.testimonial.findUniqueOrThrow({ where: { id: Number(id) } })).rating).toBe(3);
  });

  it("eco revolution: 150 characters without markup, rich text sanitised", async () => {
    const base = { title: "Join", image: await files.jpeg() };
    const tooLong = await call(ROUTES.ecoRevolution.create, { auth: true, form: { ...base, description: `<p>${"x".repeat(151)}</p>` } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe("Description must be at most 150 characters.");
    const html = `<h2 onclick="steal()">Grow <em>green</em></h2><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a>`;
    const saved = await call(ROUTES.ecoRevolution.create, { auth: true, form: { ...base, description: html } });
    expect(saved.status).toBe(201);
    const stored = saved.body.data.description as string;
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(stored).toContain("<h2>Grow <em>green</em></h2>");
    expect(stored).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>');
  });

  it("a description that is only empty markup counts as missing", async () => {
    const answer = await call(ROUTES.ecoRevolution.create, { auth: true, form: { title: "T", description: "<p><br></p>", image: await files.jpeg() } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Please provide a description!");
  });

  it("texts are trimmed and over-long ones refused", async () => {
    const answer = await call(ROUTES.sliders.create, { auth: true, form: { title: "x".repeat(201), description: "D", image: await files.jpeg() } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Title must be at most 200 characters.");
    const blank = await call(ROUTES.sliders.create, { auth: true, form: { title: "   ", description: "D", image: await files.jpeg() } });
    expect(blank.body.message).toBe("Please provide all fields (title, description, and image).");
  });
});
