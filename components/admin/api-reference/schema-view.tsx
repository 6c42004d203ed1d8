import type { JsonSchema } from "@/lib/api-docs/json-schema";
import { InlineText } from "./inline-text";
import { TableScrollRegion } from "@/components/ui/table-scroll-region";

const refName = (ref: unknown) => (typeof ref === "string" ? ref.split("/").at(-1)! : "");

/** The shared schema a schema stands for, itself or as the items of an array: `MainCategory` for `MainCategory[]`. */
function sharedName(schema: JsonSchema | undefined): string | null {
  if (!schema) return null;
  if (schema.$ref) return refName(schema.$ref);
  if (Array.isArray(schema.allOf)) return sharedName(schema.allOf[0] as JsonSchema);
  return schema.type === "array" ? sharedName(schema.items as JsonSchema) : null;
}

/** The anchor of a shared schema's section on the page. */
export const schemaAnchor = (name: string) => `schema-${name}`;

/** A short type for a schema: `string`, `integer | null`, `file`, `MainCategory[]`, `"up" | "down"`. */
export function typeLabel(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  if (schema.$ref) return refName(schema.$ref);
  if (Array.isArray(schema.allOf)) return typeLabel(schema.allOf[0] as JsonSchema);
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) return ((schema.anyOf ?? schema.oneOf) as JsonSchema[]).map(typeLabel).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.format === "binary") return "file";
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.map((type) => (type === "array" ? `${typeLabel(schema.items as JsonSchema)}[]` : type)).join(" | ") || "any";
}

/** The limits a schema puts on a value, in words. */
function limits(schema: JsonSchema): string[] {
  const found: string[] = [];
  if (schema.minimum !== undefined && schema.maximum !== undefined) found.push(`${schema.minimum} to ${schema.maximum}`);
  else if (schema.minimum !== undefined) found.push(`at least ${schema.minimum}`);
  else if (schema.maximum !== undefined) found.push(`at most ${schema.maximum}`);
  if (schema.minLength !== undefined && Number(schema.minLength) > 0) found.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) found.push(`at most ${schema.maxLength} characters`);
  if (schema.maxItems !== undefined) found.push(`at most ${schema.maxItems} items`);
  if (schema.pattern !== undefined) found.push(`matches ${schema.pattern}`);
  if (schema.format !== undefined && schema.format !== "binary") found.push(String(schema.format));
  if (schema.default !== undefined) found.push(`default ${JSON.stringify(schema.default)}`);
  return found;
}

/** An object schema's fields as a table (name, type, required, limits and description); other schemas as their type. */
export function SchemaView({ schema, label }: { schema: JsonSchema; label: string }) {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  if (!properties || Object.keys(properties).length === 0) {
    const name = sharedName(schema);
    return (
      <p className="text-sm text-neutral-700">
        {name ? (
          <a href={`#${schemaAnchor(name)}`} className="font-mono text-leaf-800 underline underline-offset-2">
            {typeLabel(schema)}
          </a>
        ) : (
          <span className="font-mono">{typeLabel(schema)}</span>
        )}
      </p>
    );
  }
  return (
    <TableScrollRegion label={label} className="rounded-lg border border-neutral-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-neutral-50 text-xs tracking-wide text-neutral-600 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Field</th>
            <th scope="col" className="px-3 py-2 font-medium">Type</th>
            <th scope="col" className="px-3 py-2 font-medium">Rules and meaning</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {Object.entries(properties).map(([name, property]) => (
            <tr key={name} className="align-top">
              <td className="px-3 py-2 font-mono text-neutral-900">
                {name}
                {required.has(name) ? <span className="ml-1 text-xs font-sans text-red-700">required</span> : null}
              </td>
              <td className="px-3 py-2 font-mono text-xs text-neutral-700">{typeLabel(property)}</td>
              <td className="px-3 py-2 text-neutral-700">
                {limits(property).length > 0 ? <p className="text-xs text-neutral-600">{limits(property).join(" · ")}</p> : null}
                <InlineText text={property.description as string | undefined} className="text-sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollRegion>
  );
}
