import { z } from "zod";

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type JsonSchema = { [keyword: string]: unknown };

function converted(schema: z.core.$ZodType, io: "input" | "output"): JsonSchema {
  // Transforms and refinements have no JSON Schema form: they are left as "any value" here,
  // and the server's own checks stay the authority.
  const converted = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  // The document declares its dialect once.
  delete converted.$schema;
  return converted;
}

/**
 * A JSON request body as the route's own zod schema accepts it: what a client may send (zod's
 * input view), with the fields the server then insists on (the output view knows that a field
 * whose first step turns "missing" into "" is still refused when missing).
 */
export function requestBodySchema(schema: z.core.$ZodType): JsonSchema {
  const input = converted(schema, "input");
  const { required } = converted(schema, "output");
  return Array.isArray(required) && required.length > 0 ? { ...input, required } : input;
}

/** A nullable variant of a schema with a single `type`. */
export function nullable(schema: JsonSchema): JsonSchema {
  return { ...schema, type: [schema.type, "null"] };
}
