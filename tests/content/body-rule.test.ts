import { describe, expect, it } from "vitest";
import { contentBodyRule } from "@/lib/content/body-rule";
import { COLLECTION_LIST, COLLECTIONS } from "@/lib/content/collections";
import { MAX_FILES_PER_UPLOAD } from "@/lib/content/parse-input";
import { JSON_BODY_LIMIT } from "@/lib/http/read-body";
import { largestUpload, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "@/lib/uploads/limits";

describe("content body caps, from the definitions", () => {
  it("reads JSON types as JSON with the JSON cap", () => {
    expect(contentBodyRule(COLLECTIONS.counters)).toEqual({ type: "json", limit: JSON_BODY_LIMIT });
  });

  it("lets every multipart type carry all its files at their caps, and not much more", () => {
    for (const def of COLLECTION_LIST.filter((candidate) => candidate.body === "multipart")) {
      const rule = contentBodyRule(def);
      const files = def.files.reduce((sum, field) => sum + largestUpload(field.accept), 0);
      expect(rule.type, def.key).toBe("multipart");
      expect(rule.limit, def.key).toBeGreaterThan(files);
      if (!def.multiUpload) expect(rule.limit - files, def.key).toBeLessThan(256 * 1024);
    }
  });

  it("sizes a gallery upload for the most files one call may carry", () => {
    expect(contentBodyRule(COLLECTIONS.gallery).limit).toBeGreaterThan(MAX_FILES_PER_UPLOAD * MAX_PDF_BYTES);
    // Subcategories: a main image that may be a PDF and four image slots.
    expect(contentBodyRule(COLLECTIONS.subcategories).limit).toBeGreaterThan(MAX_PDF_BYTES + 4 * MAX_IMAGE_BYTES);
  });
});
