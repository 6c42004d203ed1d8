import { PageHeader } from "@/components/admin/common/page-header";
import type { JsonSchema } from "@/lib/api-docs/json-schema";
import type { OpenApiDocument } from "@/lib/api-docs/openapi-document";
import { OPENAPI_PATH } from "@/lib/api-docs/operations";
import { ERROR_CODES } from "@/lib/http/error-code";
import { InlineText } from "./inline-text";
import { OperationCard, type DocumentedOperation } from "./operation-card";
import { schemaAnchor, SchemaView } from "./schema-view";
import { TableScrollRegion } from "@/components/ui/table-scroll-region";

interface Components {
  schemas: Record<string, JsonSchema>;
  securitySchemes: Record<string, { description?: string }>;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * The API reference of the back office, rendered on the server from the OpenAPI document itself:
 * no script, font or style is fetched from anywhere else.
 */
export function ApiReference({ document }: { document: OpenApiDocument }) {
  const info = document.info as { title: string; description: string };
  const components = document.components as Components;
  const tags = (document.tags as Array<{ name: string; description?: string }>).map((tag) => tag.name);
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation as unknown as DocumentedOperation & { tags: string[] } })),
  );
  const shared = Object.entries(components.schemas).filter(([name]) => !["ErrorCode", "Failure", "Success"].includes(name));
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <PageHeader
        title="API reference"
        description={`${info.title}: every call the website answers, with its parameters, bodies and answers.`}
        actions={
          <a href={OPENAPI_PATH} download="openapi.json" className="rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm font-medium text-neutral-800 shadow-sm hover:bg-neutral-50">
            Download OpenAPI document
          </a>
        }
      />
      <section aria-labelledby="overview" className="space-y-3 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
        <h2 id="overview" className="text-lg font-semibold text-neutral-900">Overview</h2>
        <InlineText text={info.description} />
        <ul className="list-disc space-y-1 pl-5 text-sm text-neutral-700">
          {Object.entries(components.securitySchemes).map(([name, scheme]) => (
            <li key={name}>
              <InlineText text={scheme.description} className="inline text-sm" />
            </li>
          ))}
        </ul>
      </section>
      <nav aria-label="Sections" className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <a key={tag} href={`#tag-${slug(tag)}`} className="rounded-full bg-white px-3 py-1 text-sm text-leaf-800 ring-1 ring-neutral-200 hover:bg-leaf-50">
            {tag}
          </a>
        ))}
        <a href="#error-codes" className="rounded-full bg-white px-3 py-1 text-sm text-leaf-800 ring-1 ring-neutral-200 hover:bg-leaf-50">Error codes</a>
      </nav>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${slug(tag)}`} className="space-y-3">
          <h2 id={`tag-${slug(tag)}`} className="text-lg font-semibold text-neutral-900">{tag}</h2>
          {operations
            .filter(({ operation }) => operation.tags[0] === tag)
            .map(({ path, method, operation }) => (
              <OperationCard key={`${method} ${path}`} method={method} path={path} operation={operation} />
            ))}
        </section>
      ))}
      <section aria-labelledby="error-codes" className="space-y-3">
        <h2 id="error-codes" className="text-lg font-semibold text-neutral-900">Error codes</h2>
        <p className="text-sm text-neutral-700">
          Every failure answers <code className="font-mono">{"{success: false, code, message, error}"}</code>, with <code className="font-mono">details</code> on a 400 that names fields and{" "}
          <code className="font-mono">requestId</code> on a 500. Branch on <code className="font-mono">code</code>.
        </p>
        <TableScrollRegion label="Error codes table" className="rounded-lg border border-neutral-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-neutral-50 text-xs tracking-wide text-neutral-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Code</th>
                <th scope="col" className="px-3 py-2 font-medium">Status</th>
                <th scope="col" className="px-3 py-2 font-medium">Meaning</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {Object.entries(ERROR_CODES).map(([code, entry]) => (
                <tr key={code}>
                  <td className="px-3 py-2 font-mono text-neutral-900">{code}</td>
                  <td className="px-3 py-2 font-mono">{entry.status}</td>
                  <td className="px-3 py-2 text-neutral-700"><InlineText text={entry.description} className="text-sm" /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollRegion>
      </section>
      <section aria-labelledby="schemas" className="space-y-4">
        <h2 id="schemas" className="text-lg font-semibold text-neutral-900">Records</h2>
        {shared.map(([name, schema]) => (
          <div key={name} id={schemaAnchor(name)} className="space-y-2">
            <h3 className="font-mono text-sm font-semibold text-neutral-900">{name}</h3>
            <InlineText text={schema.description as string | undefined} />
            <SchemaView schema={schema} label={`${name} fields`} />
          </div>
        ))}
      </section>
    </div>
  );
}
