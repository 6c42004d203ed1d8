import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "@/lib/content/collections";
import { MAX_FILES_PER_UPLOAD, parseInput } from "@/lib/content/parse-input";
import { HttpError } from "@/lib/http/http-error";

const file = (name = "a.jpg") => new File([new Uint8Array([1, 2, 3])], name, { type: "image/jpeg" });
const emptyFile = () => new File([], "", { type: "application/octet-stream" });

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("parseInput", () => {
  it("trims texts and converts integers", () => {
    const parsed = parseInput(COLLECTIONS.counters, { title: "  Years ", counter_value: " 12 " }, "create");
    expect(parsed.values).toEqual({ title: "Years", counter_value: 12 });
  });

  it("reports the first failure as the message and every failure in details", () => {
    const error = refusal(() => parseInput(COLLECTIONS.testimonials, { user_name: "A" }, "create"));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Please provide all fields, including user image.");
    expect(error.details).toEqual({
      designation: "Please provide all fields, including user image.",
      review_message: "Please provide all fields, including user image.",
      image: "Please provide all fields, including user image.",
    });
  });

  it("treats an empty file part as no file", () => {
    const error = refusal(() => parseInput(COLLECTIONS.valuedClients, { logo: emptyFile() }, "create"));
    expect(error.message).toBe("Please select a logo to upload.");
    expect(parseInput(COLLECTIONS.valuedClients, { logo: [emptyFile(), file()] }, "create").files.logo_image).toBeInstanceOf(File);
  });

  it("files are optional on update unless the definition says otherwise", () => {
    expect(parseInput(COLLECTIONS.sliders, { title: "T", description: "D", image: "" }, "update").files).toEqual({});
    expect(refusal(() => parseInput(COLLECTIONS.gallery, {}, "update")).message).toBe("Please select an image to update!");
  });

  it("keep fields count only with a real value", () => {
    const base = { main_category_id: "1", title: "T", description: "<p>D</p>" };
    const parsed = parseInput(
      COLLECTIONS.subcategories,
      { ...base, existingSubimg1: "/uploads/a.jpg", existingSubimg2: "", existingSubimg3: "null", subimg4: file() },
      "update",
    );
    expect([...parsed.kept]).toEqual(["sub_image1"]);
    expect(Object.keys(parsed.files)).toEqual(["sub_image4"]);
  });

  it("multi-upload gathers repeated images and image fields, within a cap", () => {
    expect(parseInput(COLLECTIONS.gallery, { images: [file(), file()], image: file() }, "create").uploads).toHaveLength(3);
    expect(refusal(() => parseInput(COLLECTIONS.gallery, { images: emptyFile() }, "create")).message).toBe("No images selected!");
    const many = Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, () => file());
    expect(refusal(() => parseInput(COLLECTIONS.gallery, { images: many }, "create")).message).toBe(`You can upload at most ${MAX_FILES_PER_UPLOAD} files at a time.`);
  });

  it("refuses integers out of range", () => {
    for (const bad of ["99999999999", 1e20, "1e3", "0x10"]) {
      expect(refusal(() => parseInput(COLLECTIONS.counters, { title: "T", counter_value: bad }, "create")).status).toBe(400);
    }
  });

  it("a parent id must be a positive integer", () => {
    for (const bad of ["0", "-1", "abc", "1.5", ""]) {
      const error = refusal(() => parseInput(COLLECTIONS.subcategories, { main_category_id: bad, title: "T", description: "<p>D</p>", image: file() }, "create"));
      expect(error.message).toBe("Please select a main category.");
    }
  });
});
