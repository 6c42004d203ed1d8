// Validates answers against the schemas of the OpenAPI document with a standard JSON Schema
// 2020-12 validator, its `$ref`s resolved inside the document.
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import type { OpenApiDocument } from "@/lib/api-docs/openapi-document";
import type { JsonSchema } from "@/lib/api-docs/json-schema";

export function answerValidator(document: OpenApiDocument) {
  // strict off: the document's `components` ride along as an unknown keyword so that
  // `#/components/...` resolves, and OpenAPI's `binary` is no JSON Schema format.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addFormat("binary", true);
  /** The schema of a documented answer: the path's operation, status and media type. */
  const schemaOf = (path: string, method: string, status: number, mediaType = "application/json"): JsonSchema => {
    const operation = document.paths[path]?.[method] as { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> } | undefined;
    const schema = operation?.responses[status]?.content?.[mediaType]?.schema;
    if (!schema) throw new Error(`${method.toUpperCase()} ${path} documents no ${status} ${mediaType} answer.`);
    return schema;
  };
  return {
    /** Asserts that `value` is a valid answer of that operation. */
    expectValid(value: unknown, path: string, method: string, status: number) {
      const validate = ajv.compile({ ...schemaOf(path, method, status), components: document.components });
      const valid = validate(value);
      expect(valid ? [] : validate.errors, `${method.toUpperCase()} ${path} ${status}`).toEqual([]);
    },
  };
}
