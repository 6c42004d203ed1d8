// Every content type through its real route files, driven by COLLECTION_LIST: create, list,
// update, delete with the specification's texts, 401 without a token, required-field texts,
// 404s, and the files on disk following the records.
import { describe, expect, it } from "vitest";
import type { CollectionDefinition, CollectionKey } from "@/lib/content/collection-definition";
import { COLLECTION_LIST, COLLECTIONS } from "@/lib/content/collections";
import { call, files, uploadStatus, uploadedFiles, validInput, type FormValue } from "./fixtures";
import { ROUTES } from "./route-modules";

/** The specification's own texts (admin.md §5, §8), written out so a drifting definition fails here. */
const SPEC: Record<CollectionKey, { created: string; updated: string; deleted: string; createRequired: string; updateRequired?: string }> = {
  sliders: {
    created: "Slider added successfully!",
    updated: "Slider updated successfully!",
    deleted: "Slider deleted successfully!",
    createRequired: "Please provide all fields (title, description, and image).",
    updateRequired: "Please provide all fields (title, description, and image).",
  },
  mainCategories: {
    created: "Category added successfully!",
    updated: "Category updated successfully!",
    deleted: "Category deleted successfully!",
    createRequired: "Please provide a title.",
    updateRequired: "Please provide a title.",
  },
  subcategories: {
    created: "Subcategory added successfully!",
    updated: "Subcategory updated successfully!",
    deleted: "Subcategory deleted successfully!",
    createRequired: "Please select a main category.",
    updateRequired: "Please select a main category.",
  },
  ebrochure: {
    created: "E-Brochure added successfully!",
    updated: "E-Brochure updated successfully!",
    deleted: "E-Brochure deleted successfully!",
    createRequired: "Please provide a title.",
  },
  gallery: {
    created: "Images uploaded successfully!",
    updated: "Image updated successfully!",
    deleted: "Image deleted successfully!",
    createRequired: "No images selected!",
    updateRequired: "Please select an image to update!",
  },
  ecoRevolution: {
    created: "Eco Revolution added successfully!",
    updated: "Eco Revolution updated successfully!",
    deleted: "Eco Revolution deleted successfully!",
    createRequired: "Please provide a title!",
    updateRequired: "Please provide a title!",
  },
  valuedClients: {
    created: "Logo added successfully!",
    updated: "Logo updated successfully!",
    deleted: "Logo deleted successfully!",
    createRequired: "Please select a logo to upload.",
    updateRequired: "Please select a new logo to update.",
  },
  counters: {
    created: "Counter added successfully!",
    updated: "Counter updated successfully!",
    deleted: "Counter deleted successfully!",
    createRequired: "Please provide both title and counter value.",
    updateRequired: "Please provide both title and counter value.",
  },
  testimonials: {
    created: "Testimonial added successfully!",
    updated: "Testimonial updated successfully!",
    deleted: "Testimonial deleted successfully!",
    createRequired: "Please provide all fields, including user image.",
    updateRequired: "Please provide user name, designation, and review message.",
  },
  aboutUs: {
    created: "About Us entry added successfully!",
    updated: "About Us entry updated successfully!",
    deleted: "About Us entry deleted successfully!",
    createRequired: "Please provide all fields, including image.",
    updateRequired: "Please provide title and description.",
  },
  certificates: {
    created: "Certificate added successfully!",
    updated: "Certificate updated successfully!",
    deleted: "Certificate deleted successfully!",
    createRequired: "Please provide both cover image and PDF file.",
    updateRequired: "Please provide at least one file to update (cover image or PDF).",
  },
};

/** Sends a body the way the admin screens do: JSON for counters, multipart for the rest. */
const body = (def: CollectionDefinition, input: Record<string, FormValue>) => (def.body === "json" ? { json: input } : { form: input });

const fileUrls = (def: CollectionDefinition, record: Record<string, unknown>) =>
  def.files.map((field) => record[field.name]).filter((url): url is string => typeof url === "string");

async function parentFor(def: CollectionDefinition): Promise<number | undefined> {
  if (!def.parent) return undefined;
  const answer = await call(ROUTES.mainCategories.create, { auth: true, form: await validInput(COLLECTIONS.mainCategories, { suffix: " parent" }) });
  return answer.body.data.id as number;
}

describe.each(COLLECTION_LIST.map((def) => [def.key, def] as const))("%s", (key, def) => {
  const routes = ROUTES[key];
  const spec = SPEC[key];

  it("refuses writes without a valid token (401) and writes nothing", async () => {
    const before = await uploadedFiles();
    const input = await validInput(def);
    for (const auth of [false, "Bearer not-a-token", "null"]) {
      const created = await call(routes.create, { auth, ...body(def, input) });
      expect(created.status, String(auth)).toBe(401);
      expect(created.body).toMatchObject({ success: false });
      const removed = await call(routes.remove, { method: "DELETE", auth, params: { id: "1" } });
      expect(removed.status).toBe(401);
      if (routes.update) expect((await call(routes.update, { method: "PUT", auth, params: { id: "1" }, ...body(def, input) })).status).toBe(401);
    }
    expect(await uploadedFiles()).toEqual(before);
  });

  it("refuses an empty create with the specification's text and field details", async () => {
    const answer = await call(routes.create, { auth: true, ...(def.body === "json" ? { json: {} } : { form: {} }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: spec.createRequired, error: spec.createRequired });
    expect(Object.values(answer.body.details)).toContain(spec.createRequired);
  });

  it("creates, lists, updates and deletes, with files following the record", async () => {
    const baseline = (await uploadedFiles()).length;
    const parentId = await parentFor(def);
    const parentFiles = (await uploadedFiles()).length - baseline;

    const created = await call(routes.create, { auth: true, ...body(def, await validInput(def, { parentId })) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: spec.created });
    const records: Array<Record<string, unknown>> = def.multiUpload ? created.body.data : [created.body.data];
    expect(records).toHaveLength(def.multiUpload ? 2 : 1);
    const record = records[0];
    expect(record.id).toEqual(expect.any(Number));
    expect(record.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    for (const url of records.flatMap((r) => fileUrls(def, r))) {
      expect(url).toMatch(/^\/uploads\/\d{4}\/\d\d\/[0-9a-f]{32}\.(jpg|png|pdf)$/);
      expect(await uploadStatus(url)).toBe(200);
    }
    for (const field of def.fields) expect(record[field.name]).toBeDefined();

    const listed = await call(routes.list);
    expect(listed.status).toBe(200);
    // Caching headers are the response cache's (lib/page-cache), set in front of the handler.
    expect(listed.headers.get("cache-control")).toBeNull();
    if (def.singleton) expect(listed.body).toEqual(record);
    else expect(listed.body).toEqual(records);

    const oldUrls = fileUrls(def, record);
    const changed = await validInput(def, { parentId, suffix: " v2" });
    if (def.files[0] && !def.multiUpload) changed[def.files[0].formField] = await files.png();
    if (def.multiUpload) {
      delete changed[def.multiUpload.formField];
      changed[def.files[0].formField] = await files.png();
    }
    const updated = routes.update
      ? await call(routes.update, { method: "PUT", auth: true, params: { id: String(record.id) }, ...body(def, changed) })
      : await call(routes.create, { auth: true, ...body(def, changed) });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, message: spec.updated, data: { id: record.id } });
    for (const field of def.fields) expect(updated.body.data[field.name]).toEqual(field.kind === "integer" ? Math.min(42, field.max ?? 42) : expect.stringContaining("v2"));
    for (const url of oldUrls) expect(await uploadStatus(url), `${url} replaced`).toBe(404);
    const newUrls = fileUrls(def, updated.body.data);
    for (const url of newUrls) expect(await uploadStatus(url)).toBe(200);

    if (routes.update) {
      const missing = await call(routes.update, { method: "PUT", auth: true, params: { id: "999999" }, ...body(def, changed) });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, message: def.messages.notFound });
      // Not an id at all (or beyond the int4 column): a bad request, never a database error.
      for (const id of ["abc", "9999999999"]) {
        const invalid = await call(routes.update, { method: "PUT", auth: true, params: { id }, ...body(def, changed) });
        expect(invalid.status, id).toBe(400);
        expect(invalid.body).toMatchObject({ success: false, message: "Invalid id." });
      }
    }

    const removed = await call(routes.remove, { method: "DELETE", auth: true, params: def.singleton ? {} : { id: String(record.id) } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, message: spec.deleted, data: { id: record.id } });
    for (const url of newUrls) expect(await uploadStatus(url), `${url} deleted`).toBe(404);

    const again = await call(routes.remove, { method: "DELETE", auth: true, params: def.singleton ? {} : { id: String(record.id) } });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ success: false, message: def.messages.notFound });

    for (const other of records.slice(1)) {
      expect((await call(routes.remove, { method: "DELETE", auth: true, params: { id: String(other.id) } })).status).toBe(200);
    }
    const after = await call(routes.list);
    if (def.singleton) {
      expect(after.status).toBe(404);
      expect(after.body).toMatchObject({ success: false, message: def.messages.notFound });
    } else expect(after.body).toEqual([]);
    expect((await uploadedFiles()).length).toBe(baseline + parentFiles);
  });

  // The e-brochure has no update of its own: its POST replaces (tested in rules.test.ts).
  if (spec.updateRequired) it("refuses an empty update with the specification's text", async () => {
    const parentId = await parentFor(def);
    const created = await call(routes.create, { auth: true, ...body(def, await validInput(def, { parentId })) });
    const id = String(def.multiUpload ? created.body.data[0].id : created.body.data.id);
    const answer = await call(routes.update!, { method: "PUT", auth: true, params: { id }, ...(def.body === "json" ? { json: {} } : { form: {} }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: spec.updateRequired });
    for (const record of def.multiUpload ? created.body.data : [created.body.data]) {
      await call(routes.remove, { method: "DELETE", auth: true, params: { id: String(record.id) } });
    }
  });
});
