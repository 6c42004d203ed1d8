import { LockKeyhole } from "lucide";
import { cx } from "@/components/ui/class-names";
import { Icon } from "@/components/ui/icon";
import type { JsonSchema } from "@/lib/api-docs/json-schema";
import { ERROR_CODES } from "@/lib/http/error-code";
import { InlineText } from "./inline-text";
import { SchemaView } from "./schema-view";

export interface DocumentedOperation {
  operationId: string;
  summary: string;
  description?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema; encoding?: Record<string, { contentType: string }> }> };
  responses: Record<string, JsonSchema>;
  security?: Array<Record<string, string[]>>;
}

const METHOD_COLOURS: Record<string, string> = {
  get: "bg-green-100 text-green-900",
  head: "bg-neutral-200 text-neutral-800",
  post: "bg-sky-100 text-sky-900",
  put: "bg-amber-100 text-amber-900",
  patch: "bg-violet-100 text-violet-900",
  delete: "bg-red-100 text-red-900",
};

const codesOf = (status: number) => Object.entries(ERROR_CODES).filter(([, entry]) => entry.status === status).map(([code]) => code);

/** A success answer: the envelope named once, then what its `data` holds. */
function Answer({ schema, label }: { schema: JsonSchema; label: string }) {
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as JsonSchema[]) : null;
  const envelope = schema.$ref === "#/components/schemas/Success" || (parts && parts[0]?.$ref === "#/components/schemas/Success");
  if (!envelope) return <SchemaView schema={schema} label={label} />;
  const data = (parts?.[1]?.properties as Record<string, JsonSchema> | undefined)?.data;
  return (
    <div className="space-y-2">
      <p className="text-sm text-neutral-700">
        <code className="font-mono">{data ? "{success: true, message, data}" : "{success: true, message}"}</code>
        {data ? ", data:" : null}
      </p>
      {data ? <SchemaView schema={data} label={`${label}: data`} /> : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-2">
      <h4 className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{title}</h4>
      {children}
    </section>
  );
}

/** One operation, folded to its method, path and summary until opened. */
export function OperationCard({ method, path, operation }: { method: string; path: string; operation: DocumentedOperation }) {
  const name = `${method.toUpperCase()} ${path}`;
  const body = operation.requestBody && Object.entries(operation.requestBody.content)[0];
  const bodyToken = operation.security?.some((requirement) => Object.keys(requirement).length === 0);
  const metricsToken = operation.security?.some((requirement) => "metricsToken" in requirement);
  return (
    <details id={`op-${operation.operationId}`} className="group overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm open:shadow">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-3 px-4 py-3 hover:bg-neutral-50">
        <span className={cx("w-16 shrink-0 rounded-md px-2 py-1 text-center font-mono text-xs font-bold uppercase", METHOD_COLOURS[method])}>{method}</span>
        <code className="min-w-0 font-mono text-sm break-all text-neutral-900">{path}</code>
        <span className="min-w-0 flex-1 text-sm text-neutral-600">{operation.summary}</span>
        {operation.security ? (
          <span className="inline-flex items-center gap-1 text-xs text-neutral-600" title={metricsToken ? "Needs the metrics token" : "Needs the admin token"}>
            <Icon icon={LockKeyhole} className="size-4" />
            Token
          </span>
        ) : null}
      </summary>
      <div className="space-y-5 border-t border-neutral-100 px-4 py-4">
        <InlineText text={operation.description} />
        {metricsToken ? (
          <p className="text-sm text-neutral-700">
            Send the server&apos;s metrics token as <code className="font-mono">Authorization: Bearer &lt;METRICS_TOKEN&gt;</code>.
          </p>
        ) : operation.security ? (
          <p className="text-sm text-neutral-700">
            Send the admin token as <code className="font-mono">Authorization: Bearer &lt;token&gt;</code> or <code className="font-mono">Authorization: &lt;token&gt;</code>
            {bodyToken ? <>, or as <code className="font-mono">token</code> in the JSON body</> : null}.
          </p>
        ) : null}
        {operation.parameters?.length ? (
          <Section title="Parameters">
            <SchemaView
              label={`${name} parameters`}
              schema={{
                properties: Object.fromEntries(operation.parameters.map((parameter) => [parameter.name, { ...parameter.schema, description: `${parameter.in === "path" ? "In the path." : "In the query."} ${parameter.description ?? ""}` }])),
                required: operation.parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
              }}
            />
          </Section>
        ) : null}
        {body ? (
          <Section title={`Body (${body[0]})`}>
            <SchemaView schema={body[1].schema} label={`${name} body`} />
          </Section>
        ) : null}
        <Section title="Answers">
          <ul className="space-y-3">
            {Object.entries(operation.responses).map(([status, response]) => (
              <li key={status} className="space-y-2">
                <p className="text-sm">
                  <span className={cx("mr-2 rounded px-1.5 py-0.5 font-mono text-xs font-semibold", Number(status) < 400 ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800")}>{status}</span>
                  {response.$ref ? (
                    <span className="text-neutral-700">
                      Failure envelope, code{" "}
                      {codesOf(Number(status)).map((code, index) => (
                        <span key={code}>
                          {index > 0 ? ", " : null}
                          <a href="#error-codes" className="font-mono text-leaf-800 underline underline-offset-2">{code}</a>
                        </span>
                      ))}
                    </span>
                  ) : (
                    <span className="text-neutral-700">{String(response.description)}</span>
                  )}
                </p>
                {Object.entries((response.content ?? {}) as Record<string, { schema: JsonSchema }>).map(([type, media]) => (
                  <div key={type} className="space-y-1 pl-4">
                    <p className="font-mono text-xs text-neutral-600">{type}</p>
                    <Answer schema={media.schema} label={`${name} ${status} answer`} />
                  </div>
                ))}
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </details>
  );
}
