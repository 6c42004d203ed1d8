// The admin form and the server read one required-field rule (lib/content/missing-required.ts):
// for every content type, the same submission gets the same first message from both.
import { describe, expect, it } from "vitest";
import { emptyModel, modelFromRecord, validate, validateFileUpload, type FormModel, type Row } from "@/components/admin/collection/form-model";
import type { CollectionDefinition } from "@/lib/content/collection-definition";
import { COLLECTION_LIST } from "@/lib/content/collections";
import { parseInput, type RawBody } from "@/lib/content/parse-input";
import { HttpError } from "@/lib/http/http-error";

const image = () => new File([new Uint8Array([1, 2, 3])], "a.jpg", { type: "image/jpeg" });

function serverMessage(def: CollectionDefinition, body: RawBody, mode: "create" | "update"): string | null {
  try {
    parseInput(def, body, mode);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
}

/** The multipart body the form would send for its model (texts and picked files). */
function bodyOf(def: CollectionDefinition, model: FormModel): RawBody {
  const body: RawBody = { ...model.values };
  for (const field of def.files) if (model.files[field.name]) body[field.formField] = model.files[field.name]!.file;
  return body;
}

const record = (def: CollectionDefinition): Row => {
  const row: Row = { id: 1 };
  if (def.parent) row[def.parent.field] = 7;
  for (const field of def.fields) row[field.name] = field.kind === "integer" ? 3 : "<p>Kept text</p>";
  for (const field of def.files) row[field.name] = `/uploads/${field.name}.jpg`;
  return row;
};

const editable = COLLECTION_LIST.filter((def) => !def.multiUpload);

describe("required fields: one rule for the form and the server", () => {
  it.each(editable.map((def) => [def.key, def] as const))("%s: an empty create gets the same first message", (_key, def) => {
    const model = emptyModel(def);
    const expected = validate(def, model, { kind: "create" });
    expect(expected).not.toBeNull();
    expect(serverMessage(def, bodyOf(def, model), "create")).toBe(expected);
  });

  it.each(editable.map((def) => [def.key, def] as const))("%s: an edit with its texts cleared gets the same first message", (_key, def) => {
    const model = modelFromRecord(def, record(def));
    for (const field of def.fields) model.values[field.name] = field.kind === "richtext" ? "<p></p>" : "  ";
    expect(serverMessage(def, bodyOf(def, model), "update")).toBe(validate(def, model, { kind: "edit", record: record(def) }));
  });

  it.each(editable.map((def) => [def.key, def] as const))("%s: a complete create passes both", (_key, def) => {
    const model = emptyModel(def);
    if (def.parent) model.values[def.parent.field] = "7";
    for (const field of def.fields) model.values[field.name] = field.kind === "integer" ? "3" : "Text";
    for (const field of def.files) model.files[field.name] = { file: image(), url: "blob:x" };
    expect(validate(def, model, { kind: "create" })).toBeNull();
    expect(serverMessage(def, bodyOf(def, model), "create")).toBeNull();
  });

  it("a rich text of empty markup is missing on both sides", () => {
    const def = COLLECTION_LIST.find((candidate) => candidate.fields.some((field) => field.kind === "richtext" && field.required?.onCreate))!;
    const model = emptyModel(def);
    if (def.parent) model.values[def.parent.field] = "7";
    for (const field of def.fields) model.values[field.name] = field.kind === "richtext" ? "<p><br></p>" : "Text";
    for (const field of def.files) model.files[field.name] = { file: image(), url: "blob:x" };
    const richText = def.fields.find((field) => field.kind === "richtext")!;
    expect(validate(def, model, { kind: "create" })).toBe(richText.required?.onCreate);
    expect(serverMessage(def, bodyOf(def, model), "create")).toBe(richText.required?.onCreate);
  });

  it("the gallery's upload and a row's replacement need a file, with the same message in the form and on the server", () => {
    const def = COLLECTION_LIST.find((candidate) => candidate.multiUpload)!;
    expect(validateFileUpload(def, "create", [])).toBe(def.multiUpload!.noneMessage);
    expect(serverMessage(def, {}, "create")).toBe(def.multiUpload!.noneMessage);
    expect(validateFileUpload(def, "create", [image(), image()])).toBeNull();
    expect(serverMessage(def, { [def.multiUpload!.formField]: [image(), image()] }, "create")).toBeNull();

    const replaced = def.files[0];
    expect(validateFileUpload(def, "update", [])).toBe(replaced.required?.onUpdate);
    expect(serverMessage(def, {}, "update")).toBe(replaced.required?.onUpdate);
    expect(validateFileUpload(def, "update", [image()])).toBeNull();
    expect(serverMessage(def, { [replaced.formField]: image() }, "update")).toBeNull();
  });
});
